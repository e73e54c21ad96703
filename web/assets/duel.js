// The duel page: it fetches the game's state from its server, draws the
// board with CatharBoard (board.js) and turns the human's decision into a
// prompt with its options. The game lives in the server: reloading the
// page fetches the state again and resumes it.
(function () {
  "use strict";

  var state = null;   // the last state the server sent
  var order = [];     // an ordered decision's options, in the order chosen
  var busy = false;   // a request is in flight
  var eventLog = [];  // the events shown, of game logGame
  var logGame = -1;   // the game (state.game) of eventLog; -1 before the first
  var DIVISION = "combat damage assignment";
  var BOTTOM = "cards to the bottom";
  // token is the seat's secret of a page opened from a seat's link
  // (?seat=0&token=…), sent with every request; with none the page
  // watches (or plays the one seat of a server with no tokens).
  var token = new URLSearchParams(window.location.search).get("token") || "";
  var pollTimer = 0;  // the next poll (schedulePoll)

  function el(id) { return document.getElementById(id); }

  function make(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) { e.className = cls; }
    if (text !== undefined) { e.textContent = text; }
    return e;
  }

  // request sends a request to the API and resolves to its JSON; a
  // refusal ({"error": …}) rejects with the server's message, and the
  // status in the error's status (0 when no answer came).
  function request(method, path, body) {
    var init = { method: method, cache: "no-store", headers: {} };
    if (token) { init.headers.Authorization = "Bearer " + token; }
    if (method === "POST") {
      init.headers["Content-Type"] = "application/json";
      init.body = JSON.stringify(body === undefined ? {} : body);
    }
    return fetch(path, init).then(function (r) {
      return r.json().catch(function () { return {}; }).then(function (j) {
        if (!r.ok) {
          var e = new Error(j && j.error ? j.error : "the server answered " + r.status);
          e.status = r.status;
          throw e;
        }
        return j;
      });
    });
  }

  function setStatus(text) { el("status").textContent = text; }

  function statusOf(s) {
    if (s.over) { return "Game over: " + s.result; }
    if (s.decision) { return "Your turn to decide"; }
    if (s.error) { return "The opponent failed"; }
    var p = s.view && s.view.players && s.view.players[s.deciding];
    if (p) { return "Waiting for " + p.name + "…"; }
    return "The opponent is thinking…";
  }

  function setBusy(b) {
    busy = b;
    document.body.classList.toggle("busy", b);
    var controls = el("decide").querySelectorAll("button, input");
    for (var i = 0; i < controls.length; i++) {
      if (b) {
        controls[i].dataset.wasDisabled = controls[i].disabled ? "1" : "";
        controls[i].disabled = true;
      } else {
        controls[i].disabled = controls[i].dataset.wasDisabled === "1";
      }
    }
  }

  function showError(msg) { el("error").textContent = msg || ""; }

  // eventsAsked is the query that asks only the events the page lacks:
  // those after the last it has, of the game it has them of.
  function eventsAsked() {
    if (logGame < 0) { return ""; }
    var next = eventLog.length ? eventLog[eventLog.length - 1].seq + 1 : 0;
    return "events=" + next + "&game=" + logGame;
  }

  // mergeEvents adds the events of s (from s.eventsFrom on) to the log,
  // or starts the log again with them for another game or a whole log.
  function mergeEvents(s) {
    var from = s.eventsFrom || 0;
    if (s.game !== logGame || from === 0) {
      eventLog = (s.events || []).slice();
    } else {
      eventLog = eventLog.filter(function (e) { return e.seq < from; }).concat(s.events || []);
    }
    logGame = s.game;
  }

  // render draws a new state: the board, the log and the prompt.
  function render(s) {
    var fresh = !state || state.seq !== s.seq;
    state = s;
    mergeEvents(s);
    if (window.CatharBoard) {
      window.CatharBoard.render(el("board"), s.view, { viewer: s.view.viewer, priority: false });
      window.CatharBoard.renderEvents(el("events"), eventLog);
      var log = el("events");
      log.scrollTop = log.scrollHeight;
    }
    el("new-game").hidden = !s.newGame;
    setStatus(statusOf(s));
    if (fresh) {
      renderPrompt(s);
      // stops.js passes priority for the person between their stops.
      if (window.CatharStops) { window.CatharStops.decided(s, answer); }
    }
    if (s.error) { showError(s.error); }
    if (window.CatharDuel.onRender) { window.CatharDuel.onRender(s); }
    schedulePoll();
  }

  // schedulePoll asks the state again a second from now while the page
  // has nothing to decide (another player decides, the page watches, the
  // game is over), so that it shows the others' moves as they come. A
  // failing opponent is not asked again so: a reload does.
  function schedulePoll() {
    window.clearTimeout(pollTimer);
    if (!state || state.decision || state.error) { return; }
    pollTimer = window.setTimeout(poll, 1000);
  }

  // poll fetches the state and draws it only when it is a new one.
  function poll() {
    if (busy) { schedulePoll(); return; }
    request("GET", "api/state?" + eventsAsked())
      .then(function (s) {
        if (busy || (s.seq === state.seq && s.game === state.game)) { schedulePoll(); return; }
        render(s);
        if (s.decision) { focusPrompt(); }
      })
      .catch(function (e) {
        if (e.status === 403) { showError(e.message); return; }
        schedulePoll();
      });
  }

  // answer sends the human's choices, with the seq of the state whose
  // decision they answer (so that the server never takes them as the
  // answer to another decision); the new state comes back. An illegal
  // answer (422) is shown while the prompt stays as it was; after any
  // other failure (the game moved on, in another tab; the server or the
  // network failed) the page fetches the game again and shows why.
  function answer(choices) {
    if (busy || !state || !state.decision) { return; }
    showError("");
    setBusy(true);
    setStatus("The opponent is thinking…");
    request("POST", "api/answer?seq=" + encodeURIComponent(state.seq) + "&" + eventsAsked(),
      { player: state.decision.player, choices: choices })
      .then(function (s) { setBusy(false); render(s); focusPrompt(); })
      .catch(function (e) {
        setBusy(false);
        if (e.status === 422) {
          setStatus(statusOf(state));
          showError(e.message);
          return;
        }
        reload(e.message);
      });
  }

  // reload fetches the state again after a failure, and shows the
  // failure's message over the new prompt.
  function reload(msg) {
    request("GET", "api/state?" + eventsAsked())
      .then(function (s) { render(s); showError(msg); focusPrompt(); })
      .catch(function (e) { setStatus(statusOf(state)); showError(msg + " (" + e.message + ")"); });
  }

  function focusPrompt() {
    var first = el("options").querySelector(".option:not(:disabled)");
    if (first) { first.focus(); } else { el("prompt").focus(); }
  }

  function resetPrompt(s) {
    var p = el("prompt");
    p.dataset.seq = String(s.seq);
    el("options").textContent = "";
    el("hint").textContent = "";
    showError("");
    el("submit").hidden = true;
    el("submit").disabled = false;
    el("clear").hidden = true;
    el("submit").onclick = null;
    el("clear").onclick = null;
    order = [];
  }

  function renderPrompt(s) {
    resetPrompt(s);
    var p = el("prompt"), d = s.decision;
    if (!d) {
      p.dataset.kind = "";
      p.textContent = s.over ? "Game over: " + s.result : "Nothing to decide";
      return;
    }
    p.dataset.kind = d.kind;
    p.textContent = d.prompt;
    if (d.kind === DIVISION) {
      renderDivision(d);
    } else if (d.ordered) {
      renderOrder(d);
    } else if (d.min === 1 && d.max === 1) {
      renderButtons(d);
    } else {
      renderChecks(d);
    }
  }

  // objectName finds the tag of an object of the view, or "".
  function objectName(obj) { return CatharBoard.objectName(state && state.view, obj); }

  // refers returns what option o names on the board: the objects (the
  // card of an action and its targets, an attacker and what it attacks,
  // a blocker and its attacker, a target, a creature dealt damage) and
  // the abilities on the stack (a target of a spell or ability).
  function refers(o) {
    var objs = [], stacks = [];
    function obj(id) { if (id && objs.indexOf(id) < 0) { objs.push(id); } }
    obj(o.obj);
    obj(o.planeswalker);
    if (o.block) { obj(o.block.attacker); obj(o.block.blocker); }
    if (o.action) {
      obj(o.action.obj);
      (o.action.targets || []).forEach(function (t) {
        obj(t.obj);
        if (t.stack) { stacks.push(t.stack); }
      });
    }
    return { objs: objs, stacks: stacks };
  }

  // pointAt makes hovering or focusing elem (an option, or what holds
  // it) highlight on the board the cards option o names, whose tags its
  // label says; alike are the other options of its group, whose cards
  // are highlighted as alike.
  function pointAt(elem, o, alike) {
    var r = refers(o);
    elem.dataset.objs = r.objs.join(" ");
    var others = [];
    (alike || []).forEach(function (x) {
      refers(x).objs.forEach(function (id) { if (r.objs.indexOf(id) < 0) { others.push(id); } });
    });
    function on() {
      var board = el("board");
      CatharBoard.highlight(board, r.objs, r.stacks, "highlight");
      CatharBoard.highlight(board, others, [], "highlight-alike");
    }
    function off() {
      var board = el("board");
      CatharBoard.highlight(board, [], [], "highlight");
      CatharBoard.highlight(board, [], [], "highlight-alike");
    }
    elem.addEventListener("mouseenter", on);
    elem.addEventListener("focusin", on);
    elem.addEventListener("mouseleave", off);
    elem.addEventListener("focusout", off);
  }

  // optionButton is the button of an option: its label, and for an
  // order of abilities the tag of the object each belongs to.
  function optionButton(o, named) {
    var b = make("button", "option");
    b.type = "button";
    b.dataset.index = String(o.index);
    var name = named ? objectName(o.obj) : "";
    if (name) {
      b.appendChild(make("span", "option-source", name + ": "));
    }
    b.appendChild(document.createTextNode(o.text));
    return b;
  }

  // groups gathers the options of d by their group (the JSON's "same",
  // engine.Option.Same): options the rules can't tell apart, such as
  // three untapped Forests in hand, in the order of their first option.
  // An option with no group is a group of its own.
  function groups(d) {
    var out = [], bySame = {};
    d.options.forEach(function (o) {
      if (o.same && bySame[o.same]) {
        bySame[o.same].push(o);
        return;
      }
      var g = [o];
      if (o.same) { bySame[o.same] = g; }
      out.push(g);
    });
    return out;
  }

  // A one-choice decision: a button per group of options alike, labelled
  // as its first option, which clicking answers (any one of a group is
  // the same choice); a group of several says how many are alike.
  function renderButtons(d) {
    groups(d).forEach(function (g) {
      var o = g[0];
      var b = optionButton(o, false);
      if (g.length > 1) {
        b.dataset.alike = String(g.length);
        b.appendChild(make("span", "option-alike", " (" + g.length + " alike)"));
      }
      pointAt(b, o, g.slice(1));
      b.addEventListener("click", function () { answer([o.index]); });
      el("options").appendChild(b);
    });
  }

  // A several-choice decision: a checkbox per option, then Submit. The
  // options are sent in the order they were checked, each checked box
  // showing its place: the cards a mulligan puts on the bottom go there
  // in that order (the first highest, the last at the very bottom).
  function renderChecks(d) {
    el("hint").textContent = (d.min === d.max ?
      "Choose " + d.min + "." : "Choose " + d.min + " to " + d.max + ".") +
      (d.kind === BOTTOM && d.min > 1 ? " They go to the bottom in the order you check them: the first checked highest, the last at the very bottom." : "");
    d.options.forEach(function (o) {
      var label = make("label", "choice");
      var box = make("input", "option");
      box.type = "checkbox";
      box.dataset.index = String(o.index);
      box.addEventListener("change", function () { checkOrder(box, o.index); });
      label.appendChild(box);
      label.appendChild(make("span", "", o.text));
      pointAt(label, o);
      box.dataset.objs = label.dataset.objs;
      el("options").appendChild(label);
    });
    submitWith(function () { return order.slice(); });
  }

  // checkOrder keeps order, the checked options in the order checked,
  // and shows each checked box's place (data-order and its number).
  function checkOrder(box, index) {
    order = order.filter(function (i) { return i !== index; });
    if (box.checked) { order.push(index); }
    el("options").querySelectorAll("input.option").forEach(function (b) {
      var at = order.indexOf(Number(b.dataset.index));
      var pos = b.parentNode.querySelector(".order-pos");
      if (pos) { pos.remove(); }
      b.dataset.order = at < 0 ? "" : String(at + 1);
      if (at >= 0) { b.parentNode.insertBefore(make("span", "order-pos", (at + 1) + "."), b.nextSibling); }
    });
  }

  // An ordered decision: the options are clicked in the order wanted,
  // each once; Submit sends the order.
  function renderOrder(d) {
    el("hint").textContent = "Click every option in the order you want, first to last.";
    d.options.forEach(function (o) {
      var b = optionButton(o, true);
      pointAt(b, o);
      b.addEventListener("click", function () {
        if (order.indexOf(o.index) >= 0) { return; }
        order.push(o.index);
        b.disabled = true;
        b.insertBefore(make("span", "order-pos", order.length + "."), b.firstChild);
        el("submit").disabled = order.length !== d.options.length;
        var next = el("options").querySelector(".option:not(:disabled)");
        (next || el("submit")).focus();
      });
      el("options").appendChild(b);
    });
    el("clear").hidden = false;
    el("clear").onclick = function () { renderPrompt(state); focusPrompt(); };
    submitWith(function () { return order.slice(); });
    el("submit").disabled = d.options.length > 0;
  }

  // recipients groups a division's options by the creature or player
  // they assign damage to, in the order they come.
  function recipients(d) {
    var groups = [], byKey = {};
    d.options.forEach(function (o) {
      var key = o.obj ? "o" + o.obj : "p" + o.player;
      if (!byKey[key]) {
        var name = o.text.replace(/^\d+ damage to /, "");
        byKey[key] = { name: name, lethal: o.lethal || 0, options: [] };
        groups.push(byKey[key]);
      }
      byKey[key].options.push(o);
    });
    return groups;
  }

  // suggest returns the damage the division's inputs start with, one
  // number per recipient of groups: a legal division that kills as many
  // blockers as it can. Any division among the blockers is legal (CR
  // 510.1c–d), so lethal damage goes to the blockers that need the least
  // first (the engine's lethal counts deathtouch: 1, CR 702.2c), and the
  // rest to the player with trample once every blocker has lethal damage
  // (CR 702.19b), else to the first blocker not killed, else to the last.
  function suggest(d, groups) {
    var given = groups.map(function () { return 0; }), left = d.divide;
    var blockers = [], player = -1;
    groups.forEach(function (g, i) {
      if (g.options[0].player !== undefined || g.options[0].attacked) { player = i; } else { blockers.push(i); }
    });
    var byLethal = blockers.slice().sort(function (a, b) { return (groups[a].lethal || 1) - (groups[b].lethal || 1) || a - b; });
    var killed = 0;
    byLethal.forEach(function (i) {
      var need = groups[i].lethal || 1;
      if (need <= left) { given[i] = need; left -= need; killed++; }
    });
    if (left > 0) {
      var rest = player >= 0 && killed === blockers.length ? player :
        blockers.filter(function (i) { return !given[i]; })[0];
      if (rest === undefined) { rest = blockers.length ? blockers[blockers.length - 1] : player; }
      given[rest] += left;
    }
    return given;
  }

  // trample is whether a division may assign damage to a player or a
  // planeswalker (an attacker with trample, CR 702.19b).
  function trample(d) {
    return d.options.some(function (o) { return o.player !== undefined || o.attacked; });
  }

  // A division of combat damage: a number per creature or player; the
  // amounts add up to the damage to divide, split among the blockers in
  // any way (CR 510.1c); with trample, the player or planeswalker gets
  // damage only once every blocker has lethal damage (CR 702.19b).
  function renderDivision(d) {
    var attacker = objectName(d.source);
    if (attacker) { el("prompt").textContent = "Assign " + attacker + "'s " + d.divide + " combat damage"; }
    el("hint").textContent = "Divide " + d.divide + " damage among the creatures: the amounts must add up to " +
      d.divide + (trample(d) ? "; with trample, the player gets damage only once each blocker has lethal damage." : ".");
    var groups = recipients(d), given = suggest(d, groups);
    groups.forEach(function (g, i) {
      var give = given[i];
      var label = make("label", "choice");
      var input = make("input", "option");
      input.type = "number";
      input.min = "0";
      input.max = String(d.divide);
      input.step = "1";
      input.value = String(give);
      input.dataset.index = String(g.options[0].index);
      label.appendChild(make("span", "", g.name + (g.lethal ? " (lethal " + g.lethal + ")" : "")));
      label.appendChild(input);
      pointAt(label, g.options[0]);
      input.dataset.objs = label.dataset.objs;
      el("options").appendChild(label);
      g.input = input;
    });
    submitWith(function () {
      var picked = [];
      groups.forEach(function (g) {
        var n = Number(g.input.value);
        if (!n) { return; }
        var o = g.options.find(function (x) { return x.amount === n; });
        if (!o) { throw new Error(g.name + " cannot be assigned " + g.input.value + " damage"); }
        picked.push(o.index);
      });
      return picked;
    });
  }

  function submitWith(pick) {
    var s = el("submit");
    s.hidden = false;
    s.onclick = function () {
      var choices;
      try { choices = pick(); } catch (e) { showError(e.message); return; }
      answer(choices);
    };
  }

  function newGame() {
    if (busy) { return; }
    if (state && !state.over && !window.confirm("Start a new game? This one will be lost.")) { return; }
    showError("");
    setBusy(true);
    request("POST", "api/new")
      .then(function (s) { setBusy(false); state = null; render(s); focusPrompt(); })
      .catch(function (e) { setBusy(false); showError(e.message); });
  }

  // load fetches the state; while the opponent thinks (503) it asks
  // again a moment later.
  function load() {
    request("GET", "api/state?" + eventsAsked())
      .then(function (s) { render(s); })
      .catch(function (e) {
        if (e.status === 503) {
          setStatus("The opponent is thinking…");
          window.setTimeout(load, 1000);
          return;
        }
        setStatus("The game could not be loaded");
        showError(e.message);
      });
  }

  if (window.CatharStops) {
    window.CatharStops.mount(el("stops"), function () { return state; }, answer);
  }
  // CatharDuel is what setup.js (the matches) uses of this script; it
  // sets onRender, called with each state drawn.
  window.CatharDuel = {
    request: request,
    showError: showError,
    busy: function () { return busy; },
    state: function () { return state; },
    show: function (s) { state = null; render(s); focusPrompt(); },
    onRender: null
  };

  el("new-game").addEventListener("click", newGame);
  el("prompt").tabIndex = -1;
  load();
})();
