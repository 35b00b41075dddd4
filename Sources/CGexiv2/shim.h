#include <gexiv2/gexiv2.h>
