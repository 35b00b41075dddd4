#!/usr/bin/env python3
"""Tests of <koloda-deck> in a real browser: Debian's Chromium driven by Playwright with real
pointer, touch and key input, on the built site (scripts/build-web.sh) served over http.

Usage: python3 test_web.py SITE-FOLDER PATH-TO-KOLODA PATH-TO-KOLODA-DEMO
(DISPLAY must name a running X server, for the GTK demo.) Closes with "web: N passed, N failed".
"""

import contextlib
import functools
import http.server
import json
import math
import os
import subprocess
import sys
import tempfile
import threading
import time

from playwright.sync_api import sync_playwright

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "EndToEnd"))
from runner import run_tests  # noqa: E402

SITE = os.path.abspath(sys.argv[1])
KOLODA = os.path.abspath(sys.argv[2])
DEMO = os.path.abspath(sys.argv[3])
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
TOLERANCE = 0.01


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


def serve(folder):
    """An http server of `folder` on a free port, in a thread; returns its base URL."""
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(QuietHandler, directory=folder))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return f"http://127.0.0.1:{server.server_address[1]}/"


class Page:
    """A page of the site in a fresh browser context, with its console errors collected."""

    def __init__(self, browser, path="index.html", tools=False, **context):
        """With `tools`, the page's deck has the `tools` attribute: it loads the tools' module."""
        self.context = browser.new_context(viewport={"width": 480, "height": 760}, **context)
        self.page = self.context.new_page()
        self.modules = []
        self.page.on("request", lambda request: module_name(request) and self.modules.append(module_name(request)))
        if tools:
            def with_tools(route):
                response = route.fetch()
                route.fulfill(response=response, body=response.text().replace("<koloda-deck ", "<koloda-deck tools ", 1))
            self.page.route("**/" + path, with_tools)
        self.errors = []
        self.page.on("console", lambda message: message.type in ("error", "warning") and self.errors.append(message.text))
        self.page.on("pageerror", lambda error: self.errors.append(str(error)))
        self.page.goto(BASE + path)
        self.page.wait_for_function("document.querySelector('koloda-deck')?.querySelector('.koloda-card[data-koloda-slot=\"0\"]')")
        # Every event the deck sends, in order, with its detail.
        self.page.evaluate("""() => {
            window.heard = [];
            const deck = document.querySelector('koloda-deck');
            for (const name of ['didSwipe', 'didRunOutOfCards', 'didShow', 'didRewind', 'didReset', 'didSelect', 'panBegan',
                                'panFinished', 'diagnostic', 'nearEnd'])
                deck.addEventListener(name, (event) => heard.push({ name, ...event.detail }));
        }""")

    def js(self, script, argument=None):
        return self.page.evaluate(script, argument)

    def heard(self, *names):
        return [event for event in self.js("window.heard") if not names or event["name"] in names]

    def settle(self):
        """Waits until nothing moves and the deck draws no more frames."""
        self.page.wait_for_timeout(100)
        self.page.wait_for_function("""() => new Promise((resolve) => {
            const deck = document.querySelector('koloda-deck'); let last = null, still = 0;
            const check = () => { const stage = deck.querySelector('.koloda-stage');
                const now = JSON.stringify([stage.style.transform, stage.style.opacity,
                    ...[...deck.querySelectorAll('.koloda-card')].map((c) => c.style.transform + c.style.opacity)]);
                if (now === last) still++; else still = 0; last = now;
                if (still > 10) resolve(true); else requestAnimationFrame(check); };
            requestAnimationFrame(check);
        })""")

    def centre(self):
        box = self.page.locator("koloda-deck").bounding_box()
        return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2

    def close(self):
        assert not self.errors, f"console errors: {self.errors}"
        self.context.close()


def check(condition, message):
    if not condition:
        raise AssertionError(message)


def simulate_at(scenario, time):
    """The cards `koloda simulate` gives for `scenario` at exactly `time` (seconds from its start):
    a frame rate whose first frame falls on it, and a run that ends there."""
    fps = 1 / time
    for candidate in (fps, math.nextafter(fps, math.inf), math.nextafter(fps, 0)):
        if 1 / candidate == time:
            fps = candidate
            break
    else:
        return None
    run = dict(scenario, fps=fps, duration=time)
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as file:
        json.dump(run, file)
    try:
        trace = json.loads(subprocess.run([KOLODA, "simulate", file.name], check=True, capture_output=True, text=True).stdout)
    finally:
        os.unlink(file.name)
    frame = trace["frames"][-1]
    check(frame["t"] == time, f"the trace's frame is at {frame['t']}, not {time}")
    return frame


def differences(drawn, simulated):
    """Where two frames' cards differ by more than the tolerance."""
    found = []
    if [card["index"] for card in drawn] != [card["index"] for card in simulated]:
        return [f"cards {[c['index'] for c in drawn]} against {[c['index'] for c in simulated]}"]
    for mine, theirs in zip(drawn, simulated):
        numbers = lambda card: card["center"] + card["size"] + card["scale"] + [card["rotation"], card["alpha"],
                                                                                 (card["overlay"] or {}).get("progress", 0)]
        for a, b in zip(numbers(mine), numbers(theirs)):
            if abs(a - b) > TOLERANCE:
                found.append(f"card {mine['index']}: {numbers(mine)} against {numbers(theirs)}")
                break
        if mine["slot"] != theirs["slot"] or (mine["overlay"] or {}).get("direction") != (theirs["overlay"] or {}).get("direction"):
            found.append(f"card {mine['index']}: slot or overlay {mine} against {theirs}")
    return found


def drag(page, points, mouse=True):
    """A press at the first point, moves through the rest a frame apart, and a release at the last."""
    if mouse:
        page.page.mouse.move(*points[0])
        page.page.mouse.down()
        for point in points[1:]:
            page.page.mouse.move(*point)
            page.page.wait_for_timeout(16)
        page.page.mouse.up()
        return
    cdp = page.context.new_cdp_session(page.page)
    touch = lambda kind, point: cdp.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": [{"x": point[0], "y": point[1]}] if point else []})
    touch("touchStart", points[0])
    for point in points[1:]:
        touch("touchMove", point)
        page.page.wait_for_timeout(16)
    touch("touchEnd", None)


def test_a_drag_with_real_pointer_input_draws_the_poses_koloda_simulate_gives_for_its_recorded_input():
    page = Page(BROWSER, tools=True)
    check(page.modules == ["koloda-tools.wasm"], f"modules {page.modules}")
    page.settle()
    page.js("""() => { const deck = document.querySelector('koloda-deck'); window.drawn = [];
        deck.startRecording();
        deck.frameObserver = (time, cards) => drawn.push({ time, cards }); }""")
    x, y = page.centre()
    drag(page, [(x + 14 * step, y + 3 * step) for step in range(0, 16)])
    page.settle()
    scenario = json.loads(page.js("document.querySelector('koloda-deck').recordedScenario"))
    drawn = page.js("() => { document.querySelector('koloda-deck').frameObserver = null; return drawn; }")
    kinds = [event["type"] for event in scenario["events"]]
    check("dragBegan" in kinds and "dragEnded" in kinds, f"the recorded input: {kinds}")
    check([event["index"] for event in page.heard("didSwipe")] == [0], f"heard {page.heard()}")
    check(len(drawn) >= 8, f"{len(drawn)} frames drawn")
    compared, phases = 0, set()
    origin = scenario_origin(page, scenario, drawn)
    for frame in drawn[:: max(1, len(drawn) // 24)]:
        time = frame["time"] - origin
        if time <= 0:
            continue
        simulated = simulate_at(scenario, time)
        if simulated is None:
            continue
        found = differences(frame["cards"], simulated["cards"])
        check(not found, f"at {time:.4f} s: {found}")
        compared += 1
        phases.add("held" if any(card["slot"] == 0 and card["overlay"] for card in frame["cards"]) else
                   "flying" if any(card["slot"] is None for card in frame["cards"]) else "rest")
    check(compared >= 8 and {"held", "flying"} <= phases, f"{compared} frames compared, of {phases}")
    page.close()


def test_a_move_that_arrives_after_the_frame_it_was_stamped_before_shows_in_the_next_as_its_replay_does():
    # A busy page: each move is stamped, then a frame is drawn, and only then does the move arrive.
    page = Page(BROWSER, tools=True)
    page.settle()
    page.js("""() => { const deck = document.querySelector('koloda-deck'); window.drawn = [];
        deck.startRecording();
        deck.frameObserver = (time, cards) => drawn.push({ time, cards }); }""")
    x, y = page.centre()
    page.page.mouse.move(x, y)
    page.page.mouse.down()
    page.page.mouse.move(x + 12, y + 2)
    page.js("""async ([x, y]) => { const deck = document.querySelector('koloda-deck');
        const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        for (let step = 1; step <= 6; step++) {
            const move = new PointerEvent('pointermove', { pointerId: 1, isPrimary: true, pointerType: 'mouse', bubbles: true,
                                                           clientX: x + 12 + 10 * step, clientY: y + 2 });
            await frame();
            if (drawn.length === 0 || drawn.at(-1).time < move.timeStamp / 1000) throw new Error('no frame after the stamp');
            deck.dispatchEvent(move);
        }
        await frame(); }""", [x, y])
    drawn = page.js("() => { document.querySelector('koloda-deck').frameObserver = null; return drawn; }")
    scenario = json.loads(page.js("document.querySelector('koloda-deck').recordedScenario"))
    page.page.mouse.up()
    moves = [event for event in scenario["events"] if event["type"] == "dragMoved"]
    check(len(moves) == 7, f"the recorded moves: {scenario['events']}")
    origin = scenario_origin(page, scenario, drawn)
    compared = 0
    for frame in drawn:
        time = frame["time"] - origin
        simulated = simulate_at(scenario, time) if time > 0 else None
        if simulated is None:
            continue
        found = differences(frame["cards"], simulated["cards"])
        check(not found, f"at {time:.4f} s: {found}")
        compared += 1
    check(compared >= 6, f"{compared} frames compared")
    page.settle()
    page.close()


def scenario_origin(page, scenario, drawn):
    """The deck time of the recording's time 0 (`recordingStart`)."""
    origin = page.js("document.querySelector('koloda-deck').recordingStart")
    check(isinstance(origin, (int, float)) and origin <= drawn[0]["time"], f"recording start {origin}")
    return origin


def test_a_touch_drag_swipes_and_a_short_one_springs_back():
    page = Page(BROWSER, has_touch=True)
    page.settle()
    x, y = page.centre()
    drag(page, [(x - 10 * step, y) for step in range(0, 4)], mouse=False)
    page.settle()
    check(page.js("document.querySelector('koloda-deck').currentCardIndex") == 0, "a short drag leaves the card")
    check(page.heard("didReset"), f"a short drag resets: {page.heard()}")
    drag(page, [(x - 16 * step, y) for step in range(0, 16)], mouse=False)
    page.settle()
    check([(e["index"], e["direction"]) for e in page.heard("didSwipe")] == [(0, "left")], f"heard {page.heard()}")
    check(page.js("document.querySelector('koloda-deck').currentCardIndex") == 1, "the touch swipe moved on")
    page.close()


def test_the_keyboard_alone_swipes_undoes_and_selects_and_a_screen_reader_hears_the_card():
    page = Page(BROWSER)
    page.settle()
    label = page.page.get_attribute("koloda-deck", "aria-label")
    check(label == "Card 1 of 12: Kyoto", f"aria-label {label!r}")
    hint = page.js("document.getElementById(document.querySelector('koloda-deck').getAttribute('aria-describedby')).textContent")
    check(hint.startswith("Swipe the top card left or right (the Left and Right arrow keys)"), f"hint {hint!r}")
    page.page.keyboard.press("Tab")
    check(page.js("document.activeElement.tagName") == "KOLODA-DECK", "Tab reaches the deck first")
    page.page.keyboard.press("ArrowRight")
    page.settle()
    check(page.page.get_attribute("koloda-deck", "aria-label") == "Card 2 of 12: Lisbon", "the next card is named")
    check(page.js("document.querySelector('.koloda-live').textContent") == "Card 2 of 12: Lisbon", "and announced")
    page.page.keyboard.press("Backspace")
    page.settle()
    page.page.keyboard.press("Enter")
    page.page.keyboard.press("Control+z")
    page.page.keyboard.press("ArrowUp")
    page.settle()
    names = [(e["name"], e.get("index"), e.get("direction")) for e in page.heard("didSwipe", "didRewind", "didSelect")]
    check(names == [("didSwipe", 0, "right"), ("didRewind", 0, None), ("didSelect", 0, None)], f"heard {names}")
    check(page.js("document.querySelector('koloda-deck').currentCardIndex") == 0, "up is not allowed, Ctrl+Z has nothing to undo")
    page.close()


def test_reduced_motion_takes_a_swiped_card_away_at_once():
    flights = {}
    for motion in ("no-preference", "reduce"):
        page = Page(BROWSER, reduced_motion=motion)
        page.settle()
        # The frame the swipe draws at once: the card flies off in it, or is gone.
        flights[motion] = page.js("""() => { const deck = document.querySelector('koloda-deck'); let flying = null;
            deck.frameObserver = (time, cards) => { flying ??= cards.filter((card) => card.index === 0 && card.slot === null).length; };
            deck.swipe('right'); deck.frameObserver = null; return flying; }""")
        page.close()
    check(flights == {"no-preference": 1, "reduce": 0}, f"the swiped card in the swipe's first frame: {flights}")


def test_a_listener_that_calls_the_deck_hears_every_event_once_in_order():
    page = Page(BROWSER)
    page.settle()
    page.js("""() => { const deck = document.querySelector('koloda-deck');
        deck.addEventListener('didSwipe', (event) => { if (event.detail.index === 0) deck.swipe('left'); }); }""")
    page.js("document.querySelector('koloda-deck').swipe('right')")
    page.settle()
    swipes = [(e["index"], e["direction"]) for e in page.heard("didSwipe")]
    check(swipes == [(0, "right"), (1, "left")], f"heard {swipes}")
    times = [e["time"] for e in page.heard()]
    check(times == sorted(times), f"events out of order: {page.heard()}")
    check(page.js("document.querySelector('koloda-deck').currentCardIndex") == 2, "two cards swiped")
    page.close()


def test_bad_calls_are_refused_with_their_reason_and_change_nothing():
    page = Page(BROWSER)
    page.settle()
    refused = page.js("""() => { const deck = document.querySelector('koloda-deck'); const said = [];
        for (const call of [() => deck.setOption('countOfVisibleCards', 2000), () => deck.setOption('nonsense', 1),
                            () => deck.swipe('sideways'), () => deck.usePreset('round')])
            try { call(); said.push('nothing'); } catch (error) { said.push(error.constructor.name + ': ' + error.message); }
        return [said, deck.getOption('countOfVisibleCards')]; }""")
    check(refused[0] == ["RangeError: koloda-deck: options: countOfVisibleCards is 2000, expected an integer in 0...1000",
                         'RangeError: koloda-deck: no option "nonsense"',
                         'RangeError: koloda-deck: no direction "sideways" (left, right, up, down, topLeft, topRight, bottomLeft, bottomRight)',
                         'RangeError: koloda-deck: no preset "round" (stacked, background)'], f"said {refused[0]}")
    check(refused[1] == 3, "the count of visible cards is unchanged")
    page.close()


def test_a_deck_taken_out_of_the_page_lets_its_cards_go_and_put_back_starts_anew():
    page = Page(BROWSER)
    page.settle()
    page.js("document.querySelector('koloda-deck').swipe('right')")
    page.settle()
    moved = page.js("""async () => { const deck = document.querySelector('koloda-deck');
        deck.remove(); const left = deck.querySelectorAll('.koloda-card').length;
        document.body.append(deck); await new Promise((resolve) => setTimeout(resolve, 1200));
        return [left, deck.currentCardIndex, [...deck.querySelectorAll('.koloda-card')].map((card) => card.dataset.kolodaIndex),
                deck.getAttribute('aria-label')]; }""")
    check(moved == [0, 0, ["2", "1", "0"], "Card 1 of 12: Kyoto"], f"taken out and put back: {moved}")
    page.close()


def module_name(request):
    """The WebAssembly module a request fetches (`koloda.wasm`), or None for another file."""
    return request.url.rsplit("/", 1)[1] if request.url.endswith(".wasm") else None


@contextlib.contextmanager
def page_of_its_own(files, body):
    """A page, not the site's, in a folder of its own that holds `files` of the site (the element
    and the modules it may load) and `page.html`: the element's script tag, then `body`. Yields
    the open page, its page errors and the modules it fetched."""
    with tempfile.TemporaryDirectory() as folder:
        for name in files:
            os.symlink(os.path.join(SITE, name), os.path.join(folder, name))
        with open(os.path.join(folder, "page.html"), "w") as file:
            file.write('<!doctype html><meta charset="utf-8"><link rel="icon" href="data:,">\n'
                       '<script type="module" src="koloda-deck.js"></script>\n' + body)
        base = serve(folder)
        context = BROWSER.new_context()
        page = context.new_page()
        errors, modules = [], []
        page.on("pageerror", lambda error: errors.append(str(error)))
        page.on("request", lambda request: module_name(request) and modules.append(module_name(request)))
        page.goto(base + "page.html")
        try:
            yield page, errors, modules
        finally:
            context.close()


def test_the_element_works_in_a_page_of_its_own_and_runs_out():
    # The page's folder has the element and its module, not the tools' module.
    with page_of_its_own(("koloda-deck.js", "koloda.wasm"), """<koloda-deck style="width: 200px; height: 260px"></koloda-deck>
<script type="module">
  const deck = document.querySelector("koloda-deck");
  deck.dataSource = { count: 2, card: (i) => Object.assign(document.createElement("div"), { textContent: "card " + i }) };
</script>""") as (page, errors, modules):
        page.wait_for_function("document.querySelector('.koloda-card')")
        ran_out = page.evaluate("""async () => { const deck = document.querySelector('koloda-deck'); await deck.ready;
            let out = 0; deck.addEventListener('didRunOutOfCards', () => out++);
            const until = (test) => new Promise((resolve) => { const check = () => test() ? resolve() : setTimeout(check, 20); check(); });
            await until(() => deck.swipe('left'));
            await until(() => deck.swipe('right'));
            await until(() => deck.querySelectorAll('.koloda-card').length === 0);
            return [out, deck.currentCardIndex, deck.querySelectorAll('.koloda-card').length]; }""")
        check(ran_out == [1, 2, 0], f"ran out {ran_out}")
        # Without the tools' module, what needs it says how to get it, and the deck goes on.
        refusals = page.evaluate("""() => { const deck = document.querySelector('koloda-deck'); const said = [];
            for (const call of [() => deck.deckFile, () => deck.swiftCode, () => deck.loadDeckFile('{}'), () => deck.startRecording(),
                                () => deck.simulate('{}'), () => deck.optionValue('isLoop')]) {
                try { call(); said.push('done'); } catch (error) { said.push(error.message); } }
            return [said, deck.reloadData()]; }""")
        check(all("<koloda-deck tools>" in said for said in refusals[0]) and refusals[1], f"without the tools: {refusals}")
        check(modules == ["koloda.wasm"], f"the page loaded {modules}")
        check(not errors, f"page errors {errors}")


def test_a_deck_with_tools_in_a_page_of_its_own_loads_a_deck_file_beside_a_deck_without():
    with page_of_its_own(("koloda-deck.js", "koloda.wasm", "koloda-tools.wasm"), """<koloda-deck id="plain" style="width: 200px; height: 260px"></koloda-deck>
<koloda-deck id="tuned" tools style="width: 200px; height: 260px"></koloda-deck>
<script type="module">
  for (const deck of document.querySelectorAll("koloda-deck"))
    deck.dataSource = { count: 3, card: (i) => Object.assign(document.createElement("div"), { textContent: "card " + i }) };
</script>""") as (page, errors, modules):
        page.wait_for_function("document.querySelectorAll('.koloda-card').length >= 4")
        loaded = page.evaluate("""async () => { const plain = document.querySelector('#plain'), tuned = document.querySelector('#tuned');
            await plain.ready; await tuned.ready;
            tuned.loadDeckFile(JSON.stringify({ deck: { isLoop: true, visibleCards: 2 } }));
            return [tuned.getOption('isLoop'), tuned.getOption('countOfVisibleCards'), JSON.parse(tuned.deckFile).deck.isLoop,
                    plain.getOption('isLoop'), plain.swipe('left')]; }""")
        check(loaded == [1, 2, True, 0, True], f"loaded {loaded}")
        check(sorted(modules) == ["koloda-tools.wasm", "koloda.wasm"], f"the page loaded {modules}")
        check(not errors, f"page errors {errors}")


HANDOFF = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "HandOff")


def koloda(*arguments):
    return subprocess.run([KOLODA, *arguments], check=True, capture_output=True, text=True).stdout


def test_the_playground_tunes_every_option_by_typing_and_refuses_what_the_deck_refuses():
    page = Page(BROWSER, path="playground.html")
    page.page.wait_for_selector("#option-topMargin")
    keys = page.js("() => document.querySelector('koloda-deck').optionNames.map((n) => document.querySelector('koloda-deck').optionInfo(n).key)")
    missing = [key for key in keys if not page.page.query_selector(f"#option-{key}")]
    check(len(keys) > 10 and not missing, f"a control for every option: {missing} of {keys}")
    for selector, typed in (("#option-topMargin", "12"), ("#option-rotationAngle", "30"), ("#option-visibleCards", "2000")):
        page.page.click(selector, click_count=3)
        page.page.keyboard.type(typed)
        page.page.keyboard.press("Tab")
    values = page.js("""() => { const deck = document.querySelector('koloda-deck');
        return [deck.getOption('layout.topMargin'), deck.getOption('drag.rotationAngle'), deck.getOption('countOfVisibleCards')]; }""")
    check(values[0] == 12 and abs(values[1] - math.pi / 6) < 1e-12 and values[2] == 3, f"typed values: {values}")
    problem = page.page.text_content("#option-visibleCards >> xpath=.. >> .problem")
    check(problem == "options: countOfVisibleCards is 2000, expected an integer in 0...1000", f"said {problem!r}")
    spring = page.page.locator("#option-resetSpring")
    spring.fill('{"stiffness": 300, "damping": 20, "mass": 1}')
    page.page.keyboard.press("Tab")
    file = json.loads(page.js("document.querySelector('koloda-deck').deckFile"))["deck"]
    check(file["resetSpring"] == {"stiffness": 300, "damping": 20, "mass": 1}, f"the spring: {file['resetSpring']}")
    spring.fill('{"stiffness": -1}')
    page.page.keyboard.press("Tab")
    problem = page.page.text_content("#option-resetSpring >> xpath=.. >> .problem")
    check("stiffness" in problem, f"a bad spring is refused by name: {problem!r}")
    pop = "() => { const deck = document.querySelector('koloda-deck'); return deck.springControls(deck.optionValue('resetSpring')).map((c) => c.value); }"
    speed = page.js(pop)[1]
    page.page.click("#option-resetSpring-0", click_count=3)
    page.page.keyboard.type("15")
    page.page.keyboard.press("Tab")
    now = page.js(pop)
    check(abs(now[0] - 15) < 1e-9 and abs(now[1] - speed) < 1e-9, f"bounciness 15 with the speed {speed} kept: {now}")
    check(page.page.input_value("#option-resetSpring-1") == f"{speed:.1f}", "the speed field shows the speed kept")
    check(page.page.input_value("#option-relayoutAnimation") == '{"duration":0.2,"curve":[0,0,0.58,1]}',
          "an option a deck file leaves out at its preset's value is shown")
    page.page.select_option("#layout", "background")
    check(page.page.is_disabled("#option-topMargin"), "the stacked layout's margin is off with the background layout")
    page.close()


def test_the_playground_hands_off_what_koloda_options_writes_and_a_link_reopens_it():
    page = Page(BROWSER, path="playground.html", permissions=["clipboard-read", "clipboard-write"])
    page.page.wait_for_selector("#option-topMargin")
    deck_file = os.path.join(HANDOFF, "background.json")
    page.page.set_input_files("#load", deck_file)
    page.page.wait_for_function("document.getElementById('said').textContent === 'background.json loaded'")
    page.page.click("#copy-swift")
    page.page.wait_for_function("document.getElementById('said').textContent === 'Swift copied'")
    copied = page.js("navigator.clipboard.readText()")
    check(copied == koloda("options", deck_file, "--swift"), f"the Swift: {copied!r}")
    with page.page.expect_download() as download:
        page.page.click("#save")
    saved = open(download.value.path()).read()
    page.page.click("#copy-json")
    page.page.wait_for_function("document.getElementById('said').textContent === 'Deck file copied'")
    check(page.js("navigator.clipboard.readText()") == saved, "the deck file copied is the one saved")
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as file:
        file.write(saved)
    try:
        check(koloda("options", file.name) == saved, "koloda options writes the page's deck file byte for byte")
        check(koloda("options", file.name, "--swift") == copied, "and its Swift")
    finally:
        os.unlink(file.name)
    ours, theirs = json.loads(saved)["deck"], json.loads(koloda("options", deck_file))["deck"]
    for key in ("width", "height", "cards"):
        ours.pop(key), theirs.pop(key)
    check(ours == theirs, f"the loaded deck's design: {ours} against {theirs}")
    page.page.click("#link")
    page.page.wait_for_function("document.getElementById('said').textContent === 'Link copied'")
    link = page.js("navigator.clipboard.readText()")
    page.close()
    reopened = Page(BROWSER, path="playground.html" + link[link.index("#"):])
    reopened.page.wait_for_function("document.getElementById('said').textContent === \"The link's deck\"")
    check(reopened.js("document.querySelector('koloda-deck').deckFile") == saved, "the link reopens the same deck")
    reopened.close()


def demo_session(deck_file, recording):
    """The GTK demo started with `deck_file`'s options, recording: Right swipes its top card."""
    environment = dict(os.environ, GTK_A11Y="none", XDG_STATE_HOME=tempfile.mkdtemp(prefix="koloda-web-state-"))
    demo = subprocess.Popen([DEMO, "--events", "--options", deck_file, "--record", recording], stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL, text=True, env=environment)
    try:
        heard = []
        deadline = time.monotonic() + 30
        for line in demo.stdout:
            heard.append(json.loads(line)["name"])
            if heard[-1] == "ready":
                time.sleep(1.2)  # the appear animation takes no keys
                subprocess.run(["xdotool", "key", "Right"], check=True)
            if heard[-1] == "didSwipe" or time.monotonic() > deadline:
                break
        check("didSwipe" in heard, f"the demo heard {heard}")
        time.sleep(1)
    finally:
        demo.terminate()
        demo.wait()


def test_a_deck_file_saved_in_the_playground_drives_the_gtk_demo_and_its_session_runs_in_the_page_as_natively():
    page = Page(BROWSER, path="playground.html")
    page.page.wait_for_selector("#option-topMargin")
    page.js("""() => { const deck = document.querySelector('koloda-deck');
        deck.setOption('countOfVisibleCards', 2); deck.setOption('drag.rotationAngle', 0.5); deck.setOption('swipeThresholdRatioMargin', 0.6);
        deck.setOption('layout.topMargin', 14); }""")
    with page.page.expect_download() as download:
        page.page.click("#save")
    with tempfile.TemporaryDirectory() as folder:
        saved, recording = os.path.join(folder, "deck.json"), os.path.join(folder, "session.json")
        with open(saved, "w") as file:
            file.write(open(download.value.path()).read())
        demo_session(saved, recording)
        design, used = json.loads(open(saved).read())["deck"], json.loads(koloda("options", recording))["deck"]
        for key in ("width", "height", "cards"):
            design.pop(key), used.pop(key)
        check(design == used, f"the demo ran the page's design: {used} against {design}")
        session = open(recording).read()
        native = koloda("simulate", recording)
        in_page = page.js("(scenario) => document.querySelector('koloda-deck').simulate(scenario)", session)
        check(in_page == native, "the page's engine writes the trace koloda simulate writes, byte for byte")
        swipes = [(e["index"], e["direction"]) for e in json.loads(native)["events"] if e["name"] == "didSwipe"]
        check(swipes == [(0, "right")], f"the session swiped: {swipes}")
    page.close()


def main():
    global BASE, BROWSER
    BASE = serve(SITE)
    with sync_playwright() as playwright:
        BROWSER = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        status = run_tests(globals(), "web")
        BROWSER.close()
    return status


if __name__ == "__main__":
    sys.exit(main())
