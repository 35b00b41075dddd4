// A GTK app's own loop (not dispatchMain, not a run loop), as in any app that runs GLib's main
// loop: work scheduled on the main actor runs there once a deck exists. Prints what happened
// and exits 0 if it ran within 5 s, 1 if not.
import KolodaGtk

gtk_init()
let deck = try MainActor.assumeIsolated { try KolodaView() }
nonisolated(unsafe) var ran = false
Task { @MainActor in ran = true }
let limit = g_get_monotonic_time() + 5_000_000
while !ran && g_get_monotonic_time() < limit {
    g_main_context_iteration(nil, 0)
    g_usleep(1000)
}
print(ran ? "main actor: a job ran on GLib's main loop" : "main actor: no job ran on GLib's main loop in 5 s")
exit(ran ? 0 : 1)
