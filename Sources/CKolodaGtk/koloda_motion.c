// SPDX-License-Identifier: MIT
// KolodaSpring and KolodaTiming, the boxed types of the deck's motion properties.
#include "koloda.h"

#include <math.h>

G_DEFINE_BOXED_TYPE(KolodaSpring, koloda_spring, koloda_spring_copy, koloda_spring_free)
G_DEFINE_BOXED_TYPE(KolodaTiming, koloda_timing, koloda_timing_copy, koloda_timing_free)

/**
 * koloda_spring_new:
 * @stiffness: the spring constant k, greater than 0
 * @damping: the damping coefficient c, 0 or more
 * @mass: the mass m, greater than 0
 *
 * Makes a spring from its physical constants. Koloda's reset spring is stiffness 512.03,
 * damping 26.75 and mass 1 (facebook/pop's bounciness 10, speed 20). A deck refuses a spring
 * outside these ranges with a critical, and keeps the one it had.
 *
 * Returns: (transfer full): a new spring
 */
KolodaSpring *koloda_spring_new(double stiffness, double damping, double mass) {
    KolodaSpring *spring = g_new(KolodaSpring, 1);
    *spring = (KolodaSpring){.stiffness = stiffness, .damping = damping, .mass = mass};
    return spring;
}

/**
 * koloda_spring_copy:
 * @spring: a spring
 *
 * Copies @spring.
 *
 * Returns: (transfer full): a copy of @spring
 */
KolodaSpring *koloda_spring_copy(const KolodaSpring *spring) {
    g_return_val_if_fail(spring != NULL, NULL);
    return g_memdup2(spring, sizeof *spring);
}

/**
 * koloda_spring_free:
 * @spring: a spring
 *
 * Frees @spring.
 */
void koloda_spring_free(KolodaSpring *spring) { g_free(spring); }

/**
 * koloda_spring_get_damping_ratio:
 * @spring: a spring
 *
 * Gets the spring's damping ratio.
 *
 * Returns: the spring's damping ratio, c / (2·√(k·m)): 1 when critically damped
 */
double koloda_spring_get_damping_ratio(const KolodaSpring *spring) {
    g_return_val_if_fail(spring != NULL, 0);
    return spring->damping / (2 * sqrt(spring->stiffness * spring->mass));
}

/**
 * koloda_timing_new_curve:
 * @duration: how long the motion lasts, in seconds, 0 or more
 * @x1: the x coordinate of the first control point, from 0 to 1
 * @y1: the y coordinate of the first control point
 * @x2: the x coordinate of the second control point, from 0 to 1
 * @y2: the y coordinate of the second control point
 *
 * Makes a timing over @duration along a cubic Bézier curve: (0.25, 0.1, 0.25, 1) is CSS's
 * `ease`, (0, 0, 0.58, 1) its `ease-out`.
 *
 * Returns: (transfer full): a new timing
 */
KolodaTiming *koloda_timing_new_curve(double duration, double x1, double y1, double x2, double y2) {
    KolodaTiming *timing = g_new0(KolodaTiming, 1);
    *timing = (KolodaTiming){.duration = duration, .x1 = x1, .y1 = y1, .x2 = x2, .y2 = y2};
    return timing;
}

/**
 * koloda_timing_new_spring:
 * @spring: the spring the motion follows
 *
 * Makes a timing that runs on @spring until it settles.
 *
 * Returns: (transfer full): a new timing
 */
KolodaTiming *koloda_timing_new_spring(const KolodaSpring *spring) {
    g_return_val_if_fail(spring != NULL, NULL);
    KolodaTiming *timing = g_new0(KolodaTiming, 1);
    timing->spring = koloda_spring_copy(spring);
    return timing;
}

/**
 * koloda_timing_copy:
 * @timing: a timing
 *
 * Copies @timing.
 *
 * Returns: (transfer full): a copy of @timing, with a copy of its spring
 */
KolodaTiming *koloda_timing_copy(const KolodaTiming *timing) {
    g_return_val_if_fail(timing != NULL, NULL);
    KolodaTiming *copy = g_memdup2(timing, sizeof *timing);
    if (timing->spring != NULL) copy->spring = koloda_spring_copy(timing->spring);
    return copy;
}

/**
 * koloda_timing_free:
 * @timing: a timing
 *
 * Frees @timing and its spring.
 */
void koloda_timing_free(KolodaTiming *timing) {
    if (timing == NULL) return;
    g_free(timing->spring);
    g_free(timing);
}
