// SPDX-License-Identifier: MIT
//
// The designers' playground: a <koloda-deck> with a control for every option of the engine's
// catalogue (its label, unit, span and step from the deck itself), the two layouts, the last
// gesture's timeline, and the hand-off: Swift and the deck file, written by the same Swift code
// as `koloda options` (in the WebAssembly module), saved, loaded, and carried in a link.

const deck = document.getElementById("deck");
const said = document.getElementById("said");
const hues = [12, 200, 160, 280, 40, 330, 95, 220, 25, 180];

deck.dataSource = {
    count: 40,
    label: (index) => `Card ${index + 1}`,
    card(index) {
        const card = document.createElement("div");
        card.className = "card";
        const hue = hues[index % hues.length];
        card.style.background = `linear-gradient(160deg, hsl(${hue} 70% 55%), hsl(${hue + 40} 60% 30%))`;
        card.innerHTML = '<span class="stamp like">LIKE</span><span class="stamp nope">NOPE</span>';
        card.append(`Card ${index + 1}`);
        return card;
    },
};

const controls = new Map();

/** Says what happened, or what was refused. */
function say(text) {
    said.textContent = text;
}

/** The deck file as an object. */
const design = () => JSON.parse(deck.deckFile);

/** Every control shows the deck's value again. */
function refresh() {
    const file = design().deck;
    document.getElementById("layout").value = file.layout;
    for (const [name, control] of controls) control.show(file);
}

/** Runs a change of the deck; a refusal is said beside the control and changes nothing. */
function change(row, action) {
    const problem = row.querySelector(".problem");
    try {
        action();
        problem.textContent = "";
    } catch (error) {
        problem.textContent = error.message.replace(/^koloda-deck: /, "");
    }
    refresh();
}

function row(info, labelFor) {
    const element = document.createElement("div");
    element.className = "row";
    element.title = info.summary;
    const label = document.createElement("label");
    label.textContent = info.unit ? `${info.label} (${info.unit})` : info.label;
    label.htmlFor = labelFor;
    const problem = document.createElement("div");
    problem.className = "problem";
    problem.setAttribute("aria-live", "polite");
    element.append(label);
    return [element, problem];
}

/** A number: a slider over the control span and a field that takes any value the deck takes. */
function numberControl(info, section) {
    const id = `option-${info.key}`;
    const [element, problem] = row(info, id);
    const field = Object.assign(document.createElement("input"), { type: "number", id, step: "any" });
    const slider = Object.assign(document.createElement("input"), { type: "range" });
    slider.setAttribute("aria-label", info.label);
    const scale = info.displayScale;
    if (info.tuning) Object.assign(slider, { min: info.tuning.min * scale, max: info.tuning.max * scale, step: info.tuning.step * scale });
    let toggle = null;
    if (info.kind === "optionalNumber") {
        toggle = Object.assign(document.createElement("input"), { type: "checkbox", id: `${id}-on` });
        const toggleLabel = Object.assign(document.createElement("label"), { htmlFor: toggle.id, textContent: info.switchLabel });
        const wrap = document.createElement("span");
        wrap.append(toggle, toggleLabel);
        element.append(wrap);
        toggle.onchange = () => change(element, () => deck.setOption(info.name, toggle.checked ? info.tuning.max : NaN));
    }
    element.append(field, slider, problem);
    const set = (value) => change(element, () => deck.setOption(info.name, info.kind === "integer" ? Number(value) : Number(value) / scale));
    field.onchange = () => set(field.value);
    slider.oninput = () => set(slider.value);
    section.append(element);
    return {
        show(file) {
            const value = deck.getOption(info.name);
            const off = Number.isNaN(value);
            if (toggle) toggle.checked = !off;
            field.disabled = slider.disabled = off || (info.stackedLayoutParameter && file.layout !== "stacked");
            element.classList.toggle("disabled", field.disabled);
            if (!off) {
                const shown = Math.round(value * scale * 1e6) / 1e6;
                if (document.activeElement !== field) field.value = shown;
                slider.value = shown;
            }
        },
    };
}

function flagControl(info, section) {
    const id = `option-${info.key}`;
    const [element, problem] = row(info, id);
    const box = Object.assign(document.createElement("input"), { type: "checkbox", id });
    element.append(box, problem);
    box.onchange = () => change(element, () => deck.setOption(info.name, box.checked ? 1 : 0));
    section.append(element);
    return { show: () => (box.checked = deck.getOption(info.name) === 1) };
}

function directionControl(info, section) {
    const id = `option-${info.key}`;
    const [element, problem] = row(info, id);
    const select = Object.assign(document.createElement("select"), { id });
    select.append(new Option("bottom", "0"), new Option("top", "1"));
    element.append(select, problem);
    select.onchange = () => change(element, () => deck.setOption(info.name, Number(select.value)));
    section.append(element);
    return {
        show(file) {
            select.value = String(deck.getOption(info.name));
            select.disabled = file.layout !== "stacked";
            element.classList.toggle("disabled", select.disabled);
        },
    };
}

/** Sets an option to `value` in the deck file's own form, through the deck file. */
function setInFile(key, value) {
    const file = design();
    file.deck[key] = value;
    deck.loadDeckFile(JSON.stringify(file));
}

/**
 * A timing or a spring, in the deck file's own form (`{"stiffness": …, "damping": …, "mass": …}`);
 * a spring also by the four numbers designers give springs by, kept in step.
 */
function valueControl(info, section) {
    const id = `option-${info.key}`;
    const [element, problem] = row(info, id);
    const text = Object.assign(document.createElement("textarea"), { id, spellcheck: false });
    const fields = [];
    if (info.kind === "spring") {
        const grid = Object.assign(document.createElement("div"), { className: "spring" });
        element.append(grid);
        deck.springControls({ stiffness: 1, damping: 1 }).forEach((control, place) => {
            const field = Object.assign(document.createElement("input"), {
                type: "number", id: `${id}-${place}`, min: control.min, max: control.max, step: control.step });
            const label = Object.assign(document.createElement("label"), { htmlFor: field.id, textContent: control.label });
            const pair = document.createElement("span");
            pair.append(label, field);
            grid.append(pair);
            field.onchange = () => change(element, () => setInFile(info.key, deck.springSetting(place, Number(field.value), deck.optionValue(info.name))));
            fields.push([field, control.digits]);
        });
    }
    element.append(text, problem);
    text.onchange = () =>
        change(element, () => {
            let value;
            try {
                value = JSON.parse(text.value);
            } catch (error) {
                throw new RangeError(`not JSON: ${error.message}`);
            }
            setInFile(info.key, value);
        });
    section.append(element);
    return {
        show() {
            const value = deck.optionValue(info.name);
            if (document.activeElement !== text) text.value = JSON.stringify(value);
            if (!fields.length) return;
            deck.springControls(value).forEach(({ value }, place) => {
                const [field, digits] = fields[place];
                field.disabled = Number.isNaN(value);
                if (document.activeElement !== field && !field.disabled) field.value = value.toFixed(digits);
            });
        },
    };
}

function buildControls() {
    const sections = new Map();
    const host = document.getElementById("options");
    for (const name of deck.optionNames) {
        const info = deck.optionInfo(name);
        if (!sections.has(info.section)) {
            const heading = document.createElement("h2");
            heading.textContent = info.section[0].toUpperCase() + info.section.slice(1);
            const section = document.createElement("div");
            host.append(heading, section);
            sections.set(info.section, section);
        }
        const section = sections.get(info.section);
        const make = { integer: numberControl, number: numberControl, optionalNumber: numberControl, flag: flagControl,
                       stackDirection: directionControl, timing: valueControl, spring: valueControl }[info.kind];
        controls.set(name, make(info, section));
    }
    document.getElementById("layout").onchange = (event) => {
        deck.usePreset(event.target.value);
        refresh();
    };
}

// The last gesture: the top card's sideways move (points), turn (degrees) and stamp (0 to 1).
const timeline = document.getElementById("timeline");
let samples = [];
let drawing = 0;
deck.addEventListener("panBegan", () => (samples = []));
deck.frameObserver = (time, cards) => {
    const top = cards.findLast((card) => card.slot === 0 || card.slot === null);
    if (!top) return;
    samples.push({ time, x: top.center[0] - deck.clientWidth / 2, turn: (top.rotation * 180) / Math.PI, stamp: top.overlay?.progress ?? 0 });
    if (samples.length > 600) samples.shift();
    drawing ||= requestAnimationFrame(drawTimeline);
};

function drawTimeline() {
    drawing = 0;
    const ratio = devicePixelRatio;
    timeline.width = timeline.clientWidth * ratio;
    timeline.height = timeline.clientHeight * ratio;
    const context = timeline.getContext("2d");
    context.scale(ratio, ratio);
    const width = timeline.clientWidth, height = timeline.clientHeight;
    context.font = "11px system-ui, sans-serif";
    [["move (pt)", "#3584e4"], ["turn (°)", "#e66100"], ["stamp", "#2ec27e"]].forEach(([name, colour], place) => {
        context.fillStyle = colour;
        context.fillText(name, 8 + place * 80, 14);
    });
    if (samples.length < 2) return;
    const start = samples[0].time, span = Math.max(samples.at(-1).time - start, 0.5);
    const lines = [["x", 400, "#3584e4"], ["turn", 45, "#e66100"], ["stamp", 1, "#2ec27e"]];
    context.lineWidth = 1.5;
    for (const [key, range, colour] of lines) {
        context.strokeStyle = colour;
        context.beginPath();
        samples.forEach((sample, place) => {
            const x = ((sample.time - start) / span) * width;
            const y = height / 2 - (sample[key] / range) * (height / 2 - 4);
            place ? context.lineTo(x, y) : context.moveTo(x, y);
        });
        context.stroke();
    }
}

// The hand-off.
async function copy(text, what) {
    await navigator.clipboard.writeText(text);
    say(`${what} copied`);
}

function encode(text) {
    return btoa(String.fromCharCode(...new TextEncoder().encode(text))).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

function decode(text) {
    const binary = atob(text.replaceAll("-", "+").replaceAll("_", "/"));
    return new TextDecoder().decode(Uint8Array.from(binary, (character) => character.charCodeAt(0)));
}

function handOff() {
    document.getElementById("copy-swift").onclick = () => copy(deck.swiftCode, "Swift");
    document.getElementById("copy-json").onclick = () => copy(deck.deckFile, "Deck file");
    document.getElementById("link").onclick = () => {
        history.replaceState(null, "", `#deck=${encode(deck.deckFile)}`);
        copy(location.href, "Link");
    };
    document.getElementById("save").onclick = () => {
        const link = Object.assign(document.createElement("a"), {
            href: URL.createObjectURL(new Blob([deck.deckFile], { type: "application/json" })),
            download: "deck.json",
        });
        link.click();
        URL.revokeObjectURL(link.href);
    };
    document.getElementById("load").onchange = async (event) => {
        const file = event.target.files[0];
        if (!file) return;
        try {
            deck.loadDeckFile(await file.text());
            say(`${file.name} loaded`);
        } catch (error) {
            say(`${file.name}: ${error.message.replace(/^koloda-deck: /, "")}`);
        }
        event.target.value = "";
        refresh();
    };
}

await deck.ready;
buildControls();
handOff();
const link = location.hash.match(/^#deck=([A-Za-z0-9_-]+)$/);
if (link) {
    try {
        deck.loadDeckFile(decode(link[1]));
        say("The link's deck");
    } catch (error) {
        say(`The link's deck: ${error.message.replace(/^koloda-deck: /, "")}`);
    }
}
refresh();
