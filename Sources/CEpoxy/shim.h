// libepoxy, which GTK draws OpenGL with: what an app asks of the OpenGL that GTK would use
// (KolodaAppSupport's RendererChoice).
#include <epoxy/gl.h>

/// The current OpenGL context's renderer name (GL_RENDERER), through epoxy's dispatch.
static inline const char *koloda_gl_renderer(void) { return (const char *)glGetString(GL_RENDERER); }
