// The duel page's matches (a server made with DuelConfig.Match): the
// score, the next game of a match, the panel that chooses a new match
// (your deck, the opponent's deck, the opponent, best of one or three),
// and, once a game is over, the links that download its recording and
// its replay page. duel.js draws the game; it calls CatharDuel.onRender
// with each state it draws, and this script answers through
// CatharDuel.request and CatharDuel.show.
(function () {
  "use strict";

  var D = window.CatharDuel;
  var setup = null;   // GET api/setup, once the server plays matches
  var last = null;    // the last state drawn

  function el(id) { return document.getElementById(id); }

  function option(value, text) {
    var o = document.createElement("option");
    o.value = String(value);
    o.textContent = text;
    return o;
  }

  function fill(select, values, label, chosen) {
    select.textContent = "";
    values.forEach(function (v) { select.appendChild(option(v, label(v))); });
    select.value = String(chosen);
  }

  function opponentLabel(o) {
    return o === "person" ? "a person (the other link)" : "the " + o + " bot";
  }

  // fillForm sets the panel's choices to the match now's.
  function fillForm(choice) {
    var same = function (v) { return v; };
    fill(el("setup-deck"), setup.decks, same, choice.deck);
    fill(el("setup-opponent-deck"), setup.decks, same, choice.opponentDeck);
    fill(el("setup-opponent"), setup.opponents, opponentLabel, choice.opponent);
    fill(el("setup-best-of"), setup.bestOf, function (n) { return "best of " + n; }, choice.bestOf);
  }

  function name(s, seat) {
    var p = s.view && s.view.players && s.view.players[seat];
    if (!p) { return "Player " + (seat + 1); }
    return seat === s.view.viewer ? p.name + " (you)" : p.name;
  }

  // scoreText says the game of the match and the games each side won.
  function scoreText(s) {
    var m = s.match;
    var t = "Game " + m.game + " of a best of " + m.choice.bestOf + ": " +
      name(s, 0) + " " + m.wins[0] + ", " + name(s, 1) + " " + m.wins[1];
    if (m.draws) { t += ", " + m.draws + (m.draws === 1 ? " draw" : " draws"); }
    if (m.over) {
      t += m.winner < 0 ? ". The match is over: no winner." :
        ". The match is over: " + name(s, m.winner) + " won it.";
    }
    return t;
  }

  // onRender shows the match of state s: the score, the next game's
  // button, the new match's button, and the downloads of a game over.
  function onRender(s) {
    last = s;
    var m = s.match;
    el("match").hidden = !m;
    if (!m) { return; }
    el("new-game").hidden = true; // the panel below starts new matches
    el("score").textContent = scoreText(s);
    el("score").dataset.wins = m.wins.join("-");
    el("next-game").hidden = !(m.next && s.newGame);
    el("new-match").hidden = !s.newGame;
    el("downloads").hidden = !s.over;
    if (!s.newGame) { el("setup").hidden = true; }
    if (!setup) { loadSetup(); }
  }

  function loadSetup() {
    setup = {};
    D.request("GET", "api/setup")
      .then(function (j) { setup = j; fillForm(last.match.choice); })
      .catch(function (e) { setup = null; D.showError(e.message); });
  }

  function openPanel() {
    if (!setup || !setup.decks) { return; }
    fillForm(last.match.choice);
    el("setup").hidden = false;
    el("setup-deck").focus();
  }

  // post begins a new match (api/new, with the panel's choices) or the
  // next game (api/next) and draws the state that comes back.
  function post(path, body) {
    if (D.busy()) { return; }
    D.showError("");
    D.request("POST", path, body)
      .then(function (s) { el("setup").hidden = true; D.show(s); })
      .catch(function (e) { D.showError(e.message); });
  }

  function startMatch(ev) {
    ev.preventDefault();
    if (last && !last.over && !window.confirm("Start a new match? This game will be lost.")) { return; }
    post("api/new", {
      deck: el("setup-deck").value,
      opponentDeck: el("setup-opponent-deck").value,
      opponent: el("setup-opponent").value,
      bestOf: Number(el("setup-best-of").value)
    });
  }

  el("new-match").addEventListener("click", openPanel);
  el("setup-cancel").addEventListener("click", function () { el("setup").hidden = true; el("new-match").focus(); });
  el("setup").addEventListener("submit", startMatch);
  el("next-game").addEventListener("click", function () { post("api/next", {}); });
  D.onRender = onRender;
  if (D.state()) { onRender(D.state()); }
})();
