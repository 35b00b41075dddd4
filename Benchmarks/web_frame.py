#!/usr/bin/env python3
"""The web deck in Chromium (Debian's, driven by Playwright, headless): what a page downloads,
the engine's time per frame during a drag in WebAssembly, and the element's script time per
frame during a real drag (Chrome's own ScriptDuration over the frames the element drew).

Usage: web_frame.py SITE-FOLDER (the built site, scripts/build-web.sh). Prints one JSON object:
{"downloadBytes", "downloadGzipBytes": what a page's <koloda-deck> downloads, "toolsDownloadBytes",
"toolsDownloadGzipBytes": what <koloda-deck tools> downloads (the playground's deck), "engineFrameUs": the median of 9 runs of 3,000 frames,
"elementScriptMs": script time per drawn frame during a 3 s drag, "frames": frames drawn}.
"""

import functools
import gzip
import http.server
import json
import math
import os
import statistics
import sys
import threading

from playwright.sync_api import sync_playwright

SITE = os.path.abspath(sys.argv[1])
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
DOWNLOADED = ("koloda.wasm", "koloda-deck.js")
DOWNLOADED_WITH_TOOLS = ("koloda-tools.wasm", "koloda-deck.js")


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


def main():
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(QuietHandler, directory=SITE))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    result = {}
    for prefix, names in (("download", DOWNLOADED), ("toolsDownload", DOWNLOADED_WITH_TOOLS)):
        files = [open(os.path.join(SITE, name), "rb").read() for name in names]
        result[prefix + "Bytes"] = sum(map(len, files))
        result[prefix + "GzipBytes"] = sum(len(gzip.compress(data, 9)) for data in files)
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        page = browser.new_page(viewport={"width": 480, "height": 760})
        page.goto(f"http://127.0.0.1:{server.server_address[1]}/index.html")
        page.wait_for_function("document.querySelector('.koloda-card[data-koloda-slot=\"0\"]')")
        # The engine alone, as the native benchmark's frame: move the held card, render every card.
        runs = page.evaluate("""async () => {
            const { loadEngine } = await import('./koloda-deck.js');
            const k = await loadEngine();
            const runs = [];
            for (let run = 0; run < 9; run++) {
                const deck = k.koloda_web_new(300, 400, 10);
                let t = 2;
                k.koloda_web_render(deck, t);
                k.koloda_web_perform(deck, t, 0, 150, 200, 0, 0);
                const start = performance.now();
                for (let frame = 0; frame < 3000; frame++) {
                    t += 1 / 60;
                    k.koloda_web_perform(deck, t, 1, 150 + 80 * Math.sin(frame / 20), 200 + 10 * Math.cos(frame / 15), 0, 0);
                    k.koloda_web_render(deck, t);
                }
                runs.push((performance.now() - start) * 1000 / 3000);
                k.koloda_web_free(deck);
            }
            return runs;
        }""")
        result["engineFrameUs"] = statistics.median(runs)
        # The element during a real drag, once its appear animation is over: Chrome's script time
        # over the frames it drew.
        page.wait_for_timeout(1500)
        page.evaluate("() => { window.drawn = 0; document.querySelector('koloda-deck').frameObserver = () => drawn++; }")
        cdp = page.context.new_cdp_session(page)
        cdp.send("Performance.enable")
        box = page.locator("koloda-deck").bounding_box()
        x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
        metric = lambda: {m["name"]: m["value"] for m in cdp.send("Performance.getMetrics")["metrics"]}["ScriptDuration"]
        mouse = lambda kind, px: cdp.send("Input.dispatchMouseEvent", {"type": kind, "x": px, "y": y, "button": "left", "clickCount": 1})
        before, drawn = metric(), page.evaluate("drawn")
        mouse("mousePressed", x)
        for step in range(180):
            mouse("mouseMoved", x + 60 * math.sin(step / 15))
            page.wait_for_timeout(16)
        mouse("mouseReleased", x)
        frames = page.evaluate("drawn") - drawn
        result["elementScriptMs"] = (metric() - before) * 1000 / max(frames, 1)
        result["frames"] = frames
        browser.close()
    print(json.dumps(result))


if __name__ == "__main__":
    main()
