// stops.js: the duel page's stops. The person chooses the steps at which
// the page stops to ask them what to do with priority, for their own
// turn and for the opponents'; between stops the page passes priority
// for them (it answers a priority decision, kind "action", with its
// option whose action is a pass). It never answers any other decision
// (attackers, blockers, targets, a division…), and never passes while a
// spell or ability of an opponent is on the stack (unless the person
// turns that stop off). Two buttons pass further: "Pass until end of
// turn" passes every priority until the next turn begins, and "Pass
// until something happens" passes until an object is put on the stack,
// a creature attacks, or a decision other than priority comes. The
// settings are kept in the browser (localStorage). It defines one
// global, CatharStops, which duel.js calls with each new state.
(function (global) {
  "use strict";

  var KEY = "cathar.duel.stops";
  // The steps at which a player can get priority (CR 500–514): no player
  // gets it in the untap step (CR 502.4), and in the cleanup step only
  // when something happens there (CR 514.3a), at which the page stops.
  var STEPS = ["upkeep", "draw", "precombat main", "beginning of combat", "declare attackers",
    "declare blockers", "combat damage", "end of combat", "postcombat main", "end"];
  var DEFAULTS = {
    own: ["precombat main", "declare blockers", "postcombat main"],
    opp: ["declare attackers", "end"],
    oppStack: true,   // stop while an opponent's object is on the stack
    ownStack: false   // stop while only the person's own objects are on it
  };

  // settings are the stops chosen: own and opp map a step to true.
  var settings = load();
  // mode is the pass asked with a button: null, {kind: "turn", turn: N},
  // or {kind: "something", seen: {stack id: true}}.
  var mode = null;
  // shown counts the decisions the page showed and passed, for the
  // person's curiosity and the tests: {shown: [...], passed: n}.
  var record = {shown: [], passed: 0};

  function fresh() {
    var s = {own: {}, opp: {}, oppStack: DEFAULTS.oppStack, ownStack: DEFAULTS.ownStack};
    DEFAULTS.own.forEach(function (st) { s.own[st] = true; });
    DEFAULTS.opp.forEach(function (st) { s.opp[st] = true; });
    return s;
  }

  function load() {
    var s = fresh();
    try {
      var saved = JSON.parse(global.localStorage.getItem(KEY) || "null");
      if (saved && typeof saved === "object") {
        ["own", "opp"].forEach(function (k) {
          if (saved[k] && typeof saved[k] === "object") {
            s[k] = {};
            STEPS.forEach(function (st) { if (saved[k][st] === true) { s[k][st] = true; } });
          }
        });
        if (typeof saved.oppStack === "boolean") { s.oppStack = saved.oppStack; }
        if (typeof saved.ownStack === "boolean") { s.ownStack = saved.ownStack; }
      }
    } catch (e) { /* no storage, or nothing valid in it: the defaults */ }
    return s;
  }

  function save() {
    try { global.localStorage.setItem(KEY, JSON.stringify(settings)); } catch (e) { /* not kept */ }
  }

  // passOption returns the index of the pass option of a priority
  // decision, or -1 when d is not one or has none.
  function passOption(d) {
    if (!d || d.kind !== "action") { return -1; }
    for (var i = 0; i < d.options.length; i++) {
      var a = d.options[i].action;
      if (a && a.kind === "pass") { return d.options[i].index; }
    }
    return -1;
  }

  function attacking(view) {
    return (view.battlefield || []).some(function (p) { return p.attacking !== undefined && p.attacking >= 0; });
  }

  // reason says why the page stops at state s for a priority decision,
  // or "" when it passes: the words of #stop-reason.
  function reason(s) {
    var v = s.view, me = v.viewer, stack = v.stack || [];
    var theirs = stack.some(function (it) { return it.controller !== me; });
    if (theirs && settings.oppStack) { return "An opponent's spell or ability is on the stack."; }
    if (mode && mode.kind === "turn") {
      if (v.turn === mode.turn) { return ""; }
      mode = null;
    }
    if (mode && mode.kind === "something") {
      var added = stack.some(function (it) { return !mode.seen[it.id]; });
      if (added || attacking(v)) { mode = null; return added ? "Something was put on the stack." : "A creature attacks."; }
      return "";
    }
    if (stack.length && !theirs) {
      return settings.ownStack ? "Your own spell or ability is on the stack." : "";
    }
    var whose = v.active === me ? "own" : "opp";
    if (settings[whose][v.step]) {
      return "A stop: " + (whose === "own" ? "your " : "the opponent's ") + v.step + (v.step.indexOf("main") >= 0 ? " phase." : " step.");
    }
    return "";
  }

  // decided is called by duel.js with each new state s after its prompt
  // is drawn, and answer (duel.js's) sends choices. It passes for the
  // person (answer with the pass option, a moment later) when s asks a
  // priority decision at no stop; it returns whether it did.
  function decided(s, answer) {
    var d = s.decision;
    // A game that is over has nothing to pass: the buttons and the reason
    // go until a new game.
    var bar = document.querySelector(".pass-buttons");
    if (bar) { bar.style.display = s.over ? "none" : ""; }
    if (s.over) {
      var r = document.getElementById("stop-reason");
      if (r) { r.textContent = ""; }
    }
    if (!d) { return false; }
    if (d.kind !== "action") {
      if (mode && mode.kind === "something") { mode = null; } // another decision than priority
      note(s, "");
      return false;
    }
    var pass = passOption(d);
    var why = pass >= 0 && !s.over ? reason(s) : "not a priority";
    if (pass < 0 || why) {
      note(s, pass < 0 ? "" : why);
      return false;
    }
    record.passed++;
    var prompt = document.getElementById("prompt");
    var seq = String(s.seq);
    prompt.textContent = "Passing priority (no stop here)…";
    document.getElementById("options").textContent = "";
    global.setTimeout(function () {
      if (prompt.dataset.seq === seq) { answer([pass]); }
    }, 0);
    return true;
  }

  // note shows why the page stopped and records the decision shown.
  function note(s, why) {
    var v = s.view;
    record.shown.push({seq: s.seq, kind: s.decision.kind, turn: v.turn, step: v.step, active: v.active,
      viewer: v.viewer, stack: (v.stack || []).map(function (it) { return it.controller; }), why: why});
    var r = document.getElementById("stop-reason");
    if (r) { r.textContent = why; }
  }

  // passNow passes the decision shown, if it is a priority decision.
  function passNow(state, answer) {
    var pass = passOption(state && state.decision);
    if (pass >= 0) { record.passed++; answer([pass]); }
  }

  function make(tag, attrs, text) {
    var e = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) { e.setAttribute(k, attrs[k]); });
    if (text !== undefined) { e.textContent = text; }
    return e;
  }

  function checkbox(id, label, checked, change, title) {
    var l = make("label", {"class": "stop-box", title: title || ""});
    var b = make("input", {type: "checkbox", id: id});
    b.checked = !!checked;
    b.addEventListener("change", function () { change(b.checked); save(); });
    l.appendChild(b);
    l.appendChild(document.createTextNode(" " + label));
    return l;
  }

  // mount draws the buttons and the settings in container; state() gives
  // the page's state now and answer sends choices.
  function mount(container, state, answer) {
    container.textContent = "";
    var bar = make("div", {"class": "pass-buttons"});
    var turn = make("button", {type: "button", id: "pass-turn",
      title: "Pass priority at every step until the next turn begins. You are still asked every other decision (blockers, targets…), and while an opponent's spell or ability is on the stack if that stop is on."},
    "Pass until end of turn");
    turn.addEventListener("click", function () {
      var s = state();
      mode = {kind: "turn", turn: s && s.view ? s.view.turn : 0};
      passNow(s, answer);
    });
    var some = make("button", {type: "button", id: "pass-something",
      title: "Pass priority until a spell or ability is put on the stack, a creature attacks, or a decision other than priority comes."},
    "Pass until something happens");
    some.addEventListener("click", function () {
      var s = state(), seen = {};
      ((s && s.view && s.view.stack) || []).forEach(function (it) { seen[it.id] = true; });
      mode = {kind: "something", seen: seen};
      passNow(s, answer);
    });
    bar.appendChild(turn);
    bar.appendChild(some);
    container.appendChild(bar);
    container.appendChild(make("p", {id: "stop-reason", "class": "stop-reason", "aria-live": "polite"}, ""));

    var det = make("details", {id: "stop-settings", "class": "stop-settings"});
    det.appendChild(make("summary", {}, "Stops"));
    det.appendChild(make("p", {"class": "stop-legend"},
      "A stop is a step at which the page asks you what to do with priority. At a step without a stop it passes for you. " +
      "It never passes another decision (attackers, blockers, targets, damage), and always stops while an opponent's spell " +
      "or ability is on the stack unless you turn that off. Your choices are kept in this browser."));
    var table = make("table", {"class": "stop-table"});
    var head = make("tr", {});
    ["Step", "Your turn", "Opponent's turn"].forEach(function (h) { head.appendChild(make("th", {scope: "col"}, h)); });
    table.appendChild(head);
    STEPS.forEach(function (st) {
      var tr = make("tr", {});
      tr.appendChild(make("th", {scope: "row"}, st));
      ["own", "opp"].forEach(function (k) {
        var td = make("td", {});
        var id = "stop-" + k + "-" + st.replace(/ /g, "-");
        var b = make("input", {type: "checkbox", id: id, "data-step": st, "data-whose": k,
          "aria-label": (k === "own" ? "Your " : "Opponent's ") + st});
        b.checked = !!settings[k][st];
        b.addEventListener("change", function () {
          if (b.checked) { settings[k][st] = true; } else { delete settings[k][st]; }
          save();
        });
        td.appendChild(b);
        tr.appendChild(td);
      });
      table.appendChild(tr);
    });
    det.appendChild(table);
    det.appendChild(checkbox("stop-opp-stack", "Stop while an opponent's spell or ability is on the stack", settings.oppStack,
      function (v) { settings.oppStack = v; }, "so that you can respond to it"));
    det.appendChild(checkbox("stop-own-stack", "Stop while only your own spells or abilities are on the stack", settings.ownStack,
      function (v) { settings.ownStack = v; }, "to respond to your own spell or ability"));
    var reset = make("button", {type: "button", id: "stop-defaults"}, "Default stops");
    reset.addEventListener("click", function () {
      settings = fresh();
      save();
      mount(container, state, answer);
      document.getElementById("stop-settings").open = true;
    });
    det.appendChild(reset);
    container.appendChild(det);
  }

  global.CatharStops = {
    decided: decided, mount: mount, steps: STEPS,
    settings: function () { return JSON.parse(JSON.stringify(settings)); },
    record: function () { return JSON.parse(JSON.stringify(record)); },
    mode: function () { return mode ? mode.kind : ""; }
  };
})(window);
