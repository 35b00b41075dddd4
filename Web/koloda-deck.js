// SPDX-License-Identifier: MIT
//
// <koloda-deck>: the Koloda card deck for web pages. The deck itself (its state, physics, input
// interpretation, events and the words assistive technology hears) is KolodaEngine and
// KolodaHostCore compiled to WebAssembly (koloda.wasm, beside this file); this script is the host:
// it gives the deck the page's time, pointer, keys and size, and poses the page's own card
// elements from the deck's render model each animation frame.
//
//   <script type="module" src="koloda-deck.js"></script>
//   <koloda-deck id="deck"></koloda-deck>
//   deck.dataSource = { count: 20, card: (index) => element, label: (index) => "Kyoto" };
//   deck.addEventListener("didSwipe", (event) => console.log(event.detail.index, event.detail.direction));
//
// Events are the engine's, under their trace names (didSwipe, didRunOutOfCards, didShow,
// didRewind, didReset, didSelect, dragged, panBegan, panFinished, diagnostic, prefetch,
// cancelPrefetch, nearEnd), with their fields in `detail` and the deck time in `detail.time`.
// A card element shows its overlay through `data-koloda-overlay` (the direction) and the CSS
// property `--koloda-overlay` (its strength, 0 to 1).
//
// Deck files, the hand-off as a deck file or Swift, recording and `simulate()` need the scenario
// format, which koloda.wasm leaves out to keep a page's download small: a deck that uses them
// says so with the `tools` attribute, and loads koloda-tools.wasm instead:
//
//   <koloda-deck tools></koloda-deck>
//   deck.loadDeckFile(await (await fetch("tuned.json")).text());

const engines = new Map();

/**
 * Loads a WebAssembly module once; every deck on the page that uses it shares it: koloda.wasm,
 * or with `tools` koloda-tools.wasm. Its exports are the `koloda_web_*` C functions
 * (Sources/KolodaWeb/WebExports.swift, and WebToolExports.swift in the tools' module), for tools
 * and benchmarks.
 */
export function loadEngine(tools = false) {
    const moduleURL = new URL(tools ? "koloda-tools.wasm" : "koloda.wasm", import.meta.url);
    if (engines.has(moduleURL.href)) return engines.get(moduleURL.href);
    const engine = (async () => {
        let memory;
        const bytes = () => new Uint8Array(memory.buffer);
        // The few WASI functions the C library links: diagnostics go to the console, random
        // bytes (the hash seed) come from the browser.
        const wasi = {
            fd_write(fd, vectors, count, written) {
                const view = new DataView(memory.buffer);
                let text = "", total = 0;
                for (let i = 0; i < count; i++) {
                    const start = view.getUint32(vectors + 8 * i, true), length = view.getUint32(vectors + 8 * i + 4, true);
                    text += new TextDecoder().decode(bytes().slice(start, start + length));
                    total += length;
                }
                view.setUint32(written, total, true);
                console.warn(text);
                return 0;
            },
            fd_close: () => 0,
            fd_seek: () => 0,
            random_get(start, length) {
                crypto.getRandomValues(bytes().subarray(start, start + length));
                return 0;
            },
        };
        const response = await fetch(moduleURL);
        if (!response.ok) throw new Error(`koloda-deck: ${moduleURL} answered ${response.status}`);
        // The module's trigonometry and exponentials are the browser's Math (Sources/CKolodaWeb/math.c).
        const { instance } = await WebAssembly.instantiate(await response.arrayBuffer(), { wasi_snapshot_preview1: wasi, Math });
        memory = instance.exports.memory;
        return instance.exports;
    })();
    engines.set(moduleURL.href, engine);
    return engine;
}

const CARD_NUMBERS = 13;
const HEADER_NUMBERS = 6;
const ACTIONS = { swipe: 5, revert: 6, reload: 7, reset: 8, none: 9 };

/** Seconds from a frame drawn to input that arrived after it: far below any clock's resolution. */
const INPUT_AFTER_FRAME = 1e-6;

/** Seconds on the page's clock, the one input events are stamped on. */
const now = () => performance.now() / 1000;

export class KolodaDeckElement extends HTMLElement {
    #k = null;
    #deck = 0;
    #dataSource = { count: 0, card: () => document.createElement("div") };
    #cards = new Map();
    #stage = document.createElement("div");
    #live = document.createElement("div");
    #hint = document.createElement("div");
    #events = [];
    #queue = [];
    #dispatching = false;
    #directions = [];
    #options = [];
    #frame = 0;
    #pointer = null;
    #lastTime = 0;
    #drawnTime = -Infinity;
    #ready;
    #resolveReady;
    #motion = matchMedia("(prefers-reduced-motion: reduce)");
    #resize = new ResizeObserver(() => this.#resized());

    constructor() {
        super();
        this.#ready = new Promise((resolve) => (this.#resolveReady = resolve));
    }

    /** Resolves once the deck has loaded its module and shows its cards. */
    get ready() {
        return this.#ready;
    }

    /** `{ count, card(index) → Element, label?(index) → string }`: setting it loads the deck from its first card. */
    get dataSource() {
        return this.#dataSource;
    }

    set dataSource(source) {
        this.#dataSource = source;
        for (const element of this.#cards.values()) element.remove();
        this.#cards.clear();
        if (this.#deck) {
            this.#k.koloda_web_set_count(this.#deck, this.#time(), source.count);
            this.#act(ACTIONS.reset);
        }
    }

    /** The index of the card on top (the count once the deck has run out). */
    get currentCardIndex() {
        return this.#deck ? this.#k.koloda_web_current_index(this.#deck) : 0;
    }

    /** Swipes the top card: `left`, `right`, `up`, `down`, `topLeft`, …; whether the deck did. */
    swipe(direction) {
        const index = this.#directions.indexOf(direction);
        if (index < 0) throw new RangeError(`koloda-deck: no direction "${direction}" (${this.#directions.join(", ")})`);
        return this.#act(ACTIONS.swipe, index);
    }

    /** Brings the last swiped card back; whether there was one. */
    revertAction() {
        return this.#act(ACTIONS.revert);
    }

    /** The data source's count changed: the deck loads again from its current card. */
    reloadData() {
        if (!this.#deck) return;
        const done = this.#k.koloda_web_set_count(this.#deck, this.#time(), this.#dataSource.count) === 1;
        this.#refresh();
        return done;
    }

    /** Goes back to the first card with the appear animation. */
    resetCurrentCardIndex() {
        return this.#act(ACTIONS.reset);
    }

    /** Starts writing down the deck's input from now, as a scenario `koloda simulate` replays. */
    startRecording() {
        this.#tool("koloda_web_record")(this.#deck);
        this.recordingStart = this.#k.koloda_web_time(this.#deck);
    }

    /** The deck time (seconds on the page's clock) of the recorded scenario's time 0. */
    recordingStart = null;

    /** The scenario recorded since `startRecording()`, as JSON text ("" before one was started). */
    get recordedScenario() {
        return this.#read(this.#tool("koloda_web_recorded_scenario")(this.#deck));
    }

    /**
     * Called with each frame the deck draws: its time and its cards, as the deck rendered them
     * (`{ id, index, slot, center: [x, y], size: [w, h], scale: [x, y], rotation, alpha, overlay }`).
     * `null` (the default) costs nothing.
     */
    frameObserver = null;

    /** The names of the options of the catalogue, in its order. */
    get optionNames() {
        return this.#options.map((option) => option.name);
    }

    /** An option's value as a number (NaN for off, or for a timing or a spring). */
    getOption(name) {
        return this.#k.koloda_web_option_get(this.#deck, this.#option(name));
    }

    /** Sets an option; throws a RangeError naming the problem, changing nothing, when the deck refuses it. */
    setOption(name, value) {
        if (this.#k.koloda_web_option_set(this.#deck, this.#time(), this.#option(name), value) !== 1) {
            throw new RangeError(`koloda-deck: ${this.#text(3)}`);
        }
        this.#refresh();
    }

    /**
     * What an option takes: `{ name, key, label, unit, section, kind, lower, lowerIncluded, upper,
     * upperIncluded, tuning: { min, max, step } | null, stackedLayoutParameter, displayScale }`, its
     * kind one of integer, number, optionalNumber, flag, stackDirection, timing, spring.
     */
    optionInfo(name) {
        const index = this.#option(name);
        const start = this.#k.koloda_web_option_info(this.#deck, index);
        const [kind, lower, lowerIncluded, upper, upperIncluded, min, max, step, stacked, displayScale] =
            Array.from(new Float64Array(this.#k.memory.buffer, start, 10));
        const kinds = ["integer", "number", "optionalNumber", "flag", "stackDirection", "timing", "spring"];
        return { ...this.#options[index], kind: kinds[kind], lower, lowerIncluded: lowerIncluded === 1, upper, upperIncluded: upperIncluded === 1,
                 tuning: Number.isNaN(step) ? null : { min, max, step }, stackedLayoutParameter: stacked === 1, displayScale };
    }

    /** An option's value in the deck file's own form (a spring as `{ stiffness, damping, mass }`), listed in the file or not. */
    optionValue(name) {
        return JSON.parse(this.#read(this.#tool("koloda_web_option_json")(this.#deck, this.#option(name))));
    }

    /** The deck's design as a deck file (JSON), as `koloda options` and the GTK demo write it. */
    get deckFile() {
        return this.#handOff(0);
    }

    /** Swift for an app that builds the same options, as `koloda options --swift` writes it. */
    get swiftCode() {
        return this.#handOff(1);
    }

    /** Takes the options and the delegate's answers of a deck file; throws a RangeError naming the problem, changing nothing. */
    loadDeckFile(text) {
        const load = this.#tool("koloda_web_load");
        const done = this.#withText(text, (start, length) => load(this.#deck, this.#time(), start, length));
        if (done !== 1) throw new RangeError(`koloda-deck: ${this.#text(3)}`);
        this.#refresh();
    }

    /**
     * A spring's four numbers as designers give them (pop's bounciness and speed, a damping ratio
     * and a response), for `{ stiffness, damping, mass }`: `[{ label, value, min, max, step, digits }]`,
     * `value` NaN where pop has none.
     */
    springControls({ stiffness, damping, mass = 1 }) {
        const labels = this.#text(6).split("\n");
        const start = this.#k.koloda_web_spring_controls(this.#deck, stiffness, damping, mass);
        const numbers = Array.from(new Float64Array(this.#k.memory.buffer, start, 5 * labels.length));
        return labels.map((label, i) => {
            const [value, min, max, step, digits] = numbers.slice(5 * i, 5 * i + 5);
            return { label, value, min, max, step, digits };
        });
    }

    /** The spring with its number `control` (an index of `springControls`) set to `value`, its partner kept. */
    springSetting(control, value, { stiffness, damping, mass = 1 }) {
        const start = this.#k.koloda_web_spring_set(this.#deck, control, value, stiffness, damping, mass);
        if (!start) throw new RangeError(`koloda-deck: no spring control ${control}`);
        const [newStiffness, newDamping, newMass] = new Float64Array(this.#k.memory.buffer, start, 3);
        return { stiffness: newStiffness, damping: newDamping, mass: newMass };
    }

    /** Runs a scenario (JSON text) through the engine as `koloda simulate` does, and returns its trace as that writes it. */
    simulate(scenario) {
        const simulate = this.#tool("koloda_web_simulate");
        return this.#read(this.#withText(scenario, (start, length) => simulate(this.#deck, start, length)));
    }

    #handOff(which) {
        return this.#read(this.#tool("koloda_web_hand_off")(this.#deck, which));
    }

    /** A function of the tools' module; an Error saying how to load it in a deck without the `tools` attribute. */
    #tool(name) {
        if (!this.#k) throw new Error("koloda-deck: the deck has not loaded its module yet (await deck.ready)");
        if (!this.#k[name]) {
            throw new Error("koloda-deck: deck files, the hand-off, recording and simulate() need the deck's tools: <koloda-deck tools>");
        }
        return this.#k[name];
    }

    /** Calls `call(start, length)` with `text` as UTF-8 in the module's memory, freed after. */
    #withText(text, call) {
        const bytes = new TextEncoder().encode(text);
        const start = this.#k.malloc(bytes.length || 1);
        new Uint8Array(this.#k.memory.buffer, start, bytes.length).set(bytes);
        try {
            return call(start, bytes.length);
        } finally {
            this.#k.free(start);
        }
    }

    /** The text a function put at `start` (its length from `koloda_web_text_length`); a RangeError with the deck's reason for null. */
    #read(start) {
        if (!start) throw new RangeError(`koloda-deck: ${this.#text(3)}`);
        return new TextDecoder().decode(new Uint8Array(this.#k.memory.buffer, start, this.#k.koloda_web_text_length(this.#deck)));
    }

    /** Koloda v1's stacked deck (`stacked`) or v2's background deck (`background`). */
    usePreset(name) {
        if (name !== "stacked" && name !== "background") throw new RangeError(`koloda-deck: no preset "${name}" (stacked, background)`);
        this.#k.koloda_web_use_preset(this.#deck, this.#time(), name === "background" ? 1 : 0);
        this.#refresh();
    }

    async connectedCallback() {
        if (this.#k) return this.#attach();
        this.#k = await loadEngine(this.hasAttribute("tools"));
        if (!this.isConnected) return;
        this.#attach();
        this.#resolveReady();
    }

    // Taken out of the page, the deck is freed with its card elements; put back, it starts anew.
    disconnectedCallback() {
        this.#resize.disconnect();
        cancelAnimationFrame(this.#frame);
        this.#frame = 0;
        this.#pointer = null;
        for (const element of this.#cards.values()) element.remove();
        this.#cards.clear();
        if (this.#deck) this.#k.koloda_web_free(this.#deck);
        this.#deck = 0;
    }

    #attach() {
        const { width, height } = this.getBoundingClientRect();
        this.#deck = this.#k.koloda_web_new(width, height, this.#dataSource.count);
        if (!this.#deck) throw new RangeError(`koloda-deck: no deck of ${this.#dataSource.count} cards in ${width} × ${height}`);
        const kinds = this.#text(0).split("\n").map((line) => line.split(" "));
        this.#events = kinds.map(([name, ...fields]) => ({ name, fields }));
        this.#directions = this.#text(1).split("\n");
        this.#options = this.#text(2).split("\n").map((line) => {
            const [name, key, label, unit, section, switchLabel, summary] = line.split("\t");
            return { name, key, label, unit, section, switchLabel, summary };
        });
        this.#lastTime = 0;
        this.#stage.className = "koloda-stage";
        this.#live.className = "koloda-live";
        this.#live.setAttribute("aria-live", "polite");
        this.#hint.className = "koloda-hint";
        this.#hint.id ||= `koloda-hint-${Math.random().toString(36).slice(2)}`;
        this.append(this.#stage, this.#live, this.#hint);
        if (!this.hasAttribute("tabindex")) this.tabIndex = 0;
        this.setAttribute("role", "group");
        this.setAttribute("aria-roledescription", "card deck");
        this.setAttribute("aria-describedby", this.#hint.id);
        this.#k.koloda_web_set_reduce_motion(this.#deck, this.#motion.matches ? 1 : 0);
        this.#motion.onchange = () => this.#k.koloda_web_set_reduce_motion(this.#deck, this.#motion.matches ? 1 : 0);
        this.onpointerdown = (event) => this.#pointerDown(event);
        this.onpointermove = (event) => this.#pointerMove(event);
        this.onpointerup = (event) => this.#pointerUp(event, 2);
        this.onpointercancel = (event) => this.#pointerUp(event, 3);
        this.onkeydown = (event) => this.#key(event);
        this.#resize.observe(this);
        this.#refresh();
    }

    // The deck's clock never goes back.
    #time(stamp = now()) {
        this.#lastTime = Math.max(this.#lastTime, stamp);
        return this.#lastTime;
    }

    // Input happens at its stamp, or just after the last frame drawn if it arrived after that
    // frame though stamped before it: the frame did not show it, and a replay of the recording
    // (which applies input before a frame at the same time) must not either.
    #inputTime(event) {
        return this.#time(Math.max(event.timeStamp / 1000, this.#drawnTime + INPUT_AFTER_FRAME));
    }

    #act(action, a = 0) {
        if (!this.#deck) return false;
        const done = this.#k.koloda_web_perform(this.#deck, this.#time(), action, a, 0, 0, 0) === 1;
        this.#refresh();
        return done;
    }

    #option(name) {
        const index = this.#options.findIndex((option) => option.name === name || option.key === name);
        if (index < 0) throw new RangeError(`koloda-deck: no option "${name}"`);
        return index;
    }

    #text(which) {
        return this.#read(this.#k.koloda_web_text(this.#deck, which));
    }

    #point(event) {
        const box = this.getBoundingClientRect();
        return [event.clientX - box.left, event.clientY - box.top];
    }

    #pointerDown(event) {
        if (!event.isPrimary || event.button !== 0 || !this.#deck) return;
        this.#pointer = event.pointerId;
        this.#k.koloda_web_pointer(this.#deck, this.#inputTime(event), event.timeStamp / 1000, 0, ...this.#point(event));
        this.setPointerCapture(event.pointerId);
    }

    #pointerMove(event) {
        if (event.pointerId !== this.#pointer) return;
        const events = event.getCoalescedEvents?.() ?? [event];
        for (const each of events.length ? events : [event]) {
            if (this.#k.koloda_web_pointer(this.#deck, this.#inputTime(each), each.timeStamp / 1000, 1, ...this.#point(each)) !== 1) {
                this.#pointer = null;
                this.releasePointerCapture(event.pointerId);
                break;
            }
        }
        event.preventDefault();
        // Drawn at the next frame, once however many moves arrive before it.
        this.#requestFrame();
    }

    #pointerUp(event, phase) {
        if (event.pointerId !== this.#pointer) return;
        this.#pointer = null;
        this.#k.koloda_web_pointer(this.#deck, this.#inputTime(event), event.timeStamp / 1000, phase, ...this.#point(event));
        this.#refresh();
    }

    #key(event) {
        if (!this.#deck || event.altKey) return;
        const time = this.#inputTime(event), control = event.ctrlKey || event.metaKey ? 1 : 0;
        const taken = this.#withText(event.key, (start, length) => this.#k.koloda_web_key(this.#deck, time, start, length, control));
        if (taken === 1) {
            event.preventDefault();
            this.#refresh();
        }
    }

    #resized() {
        if (!this.#deck) return;
        const { width, height } = this.getBoundingClientRect();
        this.#k.koloda_web_resize(this.#deck, this.#time(), width, height);
        this.#refresh();
    }

    // Shows the deck now and keeps drawing each frame while it moves.
    #refresh() {
        if (!this.#deck) return;
        const animating = this.#draw(this.#time());
        this.#dispatchEvents();
        this.#updateAccessibility();
        if (animating || this.#pointer !== null) this.#requestFrame();
    }

    #requestFrame() {
        this.#frame ||= requestAnimationFrame(() => {
            this.#frame = 0;
            this.#refresh();
        });
    }

    #draw(time) {
        const start = this.#k.koloda_web_render(this.#deck, time);
        if (!start) return false;
        this.#drawnTime = time;
        const header = new Float64Array(this.#k.memory.buffer, start, HEADER_NUMBERS);
        const [count, deckScale, deckAlpha, animating] = header;
        // A copy: the page's card() may call the deck, which may move the module's memory.
        const numbers = new Float64Array(this.#k.memory.buffer, start, HEADER_NUMBERS + CARD_NUMBERS * count).slice();
        this.#stage.style.transform = `scale(${deckScale})`;
        this.#stage.style.opacity = deckAlpha;
        const shown = new Set();
        const observed = this.frameObserver ? [] : null;
        for (let i = 0; i < count; i++) {
            const [id, index, slot, x, y, width, height, scaleX, scaleY, rotation, alpha, overlay, progress] =
                numbers.subarray(HEADER_NUMBERS + CARD_NUMBERS * i, HEADER_NUMBERS + CARD_NUMBERS * (i + 1));
            shown.add(id);
            observed?.push({ id, index: index < 0 ? null : index, slot: slot < 0 ? null : slot, center: [x, y], size: [width, height],
                             scale: [scaleX, scaleY], rotation, alpha, overlay: overlay < 0 ? null : { direction: this.#directions[overlay], progress } });
            let element = this.#cards.get(id);
            if (!element) {
                if (index < 0) continue;
                element = this.#dataSource.card(index);
                element.classList.add("koloda-card");
                this.#cards.set(id, element);
            }
            if (element.parentNode !== this.#stage || this.#stage.children[i] !== element) this.#stage.insertBefore(element, this.#stage.children[i] ?? null);
            element.dataset.kolodaIndex = index;
            element.dataset.kolodaSlot = slot;
            element.style.width = `${width}px`;
            element.style.height = `${height}px`;
            element.style.transform =
                `translate(${x - width / 2}px, ${y - height / 2}px) rotate(${rotation}rad) scale(${scaleX}, ${scaleY})`;
            element.style.opacity = alpha;
            element.inert = slot !== 0;
            if (overlay >= 0) {
                element.dataset.kolodaOverlay = this.#directions[overlay];
                element.style.setProperty("--koloda-overlay", progress);
            } else {
                delete element.dataset.kolodaOverlay;
                element.style.setProperty("--koloda-overlay", 0);
            }
        }
        if (observed) this.frameObserver(time, observed, { scale: deckScale, alpha: deckAlpha });
        for (const [id, element] of this.#cards) {
            if (!shown.has(id)) {
                element.remove();
                this.#cards.delete(id);
            }
        }
        return animating === 1;
    }

    // Events are dispatched in the order the deck sent them, also when a listener calls the
    // deck: what that call sends waits until the events before it have been dispatched.
    #dispatchEvents() {
        const start = this.#k.koloda_web_events(this.#deck);
        const diagnostics = this.#text(4).split("\n");
        const buffer = this.#k.memory.buffer;
        const all = new Float64Array(buffer, start, (buffer.byteLength - start) >> 3);
        const total = all[0];
        if (!total) return;
        const pending = this.#queue;
        let at = 1;
        for (let i = 0; i < total; i++) {
            const time = all[at], kind = this.#events[all[at + 1]], length = all[at + 2];
            const values = Array.from(all.subarray(at + 3, at + 3 + length));
            at += 3 + length;
            const detail = { time };
            kind.fields.forEach((field, place) => {
                if (field === "indexes") detail.indexes = values;
                else if (field === "message") detail.message = diagnostics.shift() ?? "";
                else if (field === "direction") detail.direction = this.#directions[values[place]];
                else detail[field] = values[place];
            });
            pending.push(new CustomEvent(kind.name, { detail }));
        }
        if (this.#dispatching) return;
        this.#dispatching = true;
        try {
            while (pending.length) this.dispatchEvent(pending.shift());
        } finally {
            this.#dispatching = false;
        }
    }

    #updateAccessibility() {
        if (this.#k.koloda_web_accessibility_changed(this.#deck) !== 1) return;
        const top = this.#k.koloda_web_top_index(this.#deck);
        const label = top >= 0 && this.#dataSource.label ? this.#dataSource.label(top) : null;
        const said = (start, length) => this.#read(this.#k.koloda_web_accessibility(this.#deck, start, length));
        const [spoken, hint] = (label === null || label === undefined ? said(0, 0) : this.#withText(String(label), said)).split("\n");
        this.setAttribute("aria-label", spoken);
        this.#hint.textContent = hint;
        this.#live.textContent = spoken;
    }
}

// What every deck needs to be drawn: cards placed by their transforms, and the texts for
// assistive technology kept off screen. A page styles the rest.
const style = document.createElement("style");
style.textContent = `
koloda-deck { display: block; position: relative; touch-action: none; user-select: none; -webkit-user-select: none; }
koloda-deck > .koloda-stage { position: absolute; inset: 0; transform-origin: center; }
koloda-deck .koloda-card { position: absolute; left: 0; top: 0; box-sizing: border-box; transform-origin: center; }
koloda-deck > .koloda-live, koloda-deck > .koloda-hint {
  position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
`;
document.head.prepend(style);

customElements.define("koloda-deck", KolodaDeckElement);
