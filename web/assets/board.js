// THROW-AWAY STUB of the shared board renderer, kept only until the real
// board.js is merged; it draws a plain board so that the duel page works.
var CatharBoard = (function () {
  "use strict";
  function make(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) { e.className = cls; }
    if (text !== undefined) { e.textContent = String(text); }
    return e;
  }
  function render(container, view) {
    container.textContent = "";
    var dn = make("p", "", "");
    dn.id = "daynight";
    dn.dataset.designation = view.dayNight || "neither";
    var label = { day: "Day", night: "Night", neither: "Neither day nor night" }[dn.dataset.designation];
    dn.setAttribute("aria-label", label);
    dn.textContent = label;
    container.appendChild(dn);
    container.appendChild(make("p", "", "Turn " + view.turn + ", " + view.step));
    view.players.forEach(function (p) {
      var box = make("section", "player");
      box.dataset.player = String(p.id);
      box.appendChild(make("h3", "", p.name));
      var line = make("p", "");
      line.append("Life ", make("span", "life", p.life), ", hand ", make("span", "hand-size", p.handSize),
        ", library ", make("span", "library-size", p.librarySize));
      box.appendChild(line);
      var hand = make("ul", "hand");
      (p.hand || []).forEach(function (c) { hand.appendChild(make("li", "card", c.name)); });
      box.appendChild(hand);
      var bf = make("ul", "battlefield");
      (view.battlefield || []).forEach(function (c) {
        if (c.controller !== p.id) { return; }
        var li = make("li", "permanent" + (c.tapped ? " tapped" : ""), c.name + (c.pt ? " " + c.pt : ""));
        li.dataset.obj = String(c.obj);
        li.dataset.name = c.name;
        li.dataset.face = c.backUp ? "back" : "front";
        li.tabIndex = 0;
        bf.appendChild(li);
      });
      box.appendChild(bf);
      container.appendChild(box);
    });
    var stack = make("ul", "");
    stack.id = "stack";
    (view.stack || []).forEach(function (s) { stack.appendChild(make("li", "stack-item", s.text)); });
    container.appendChild(stack);
    var exile = make("ul", "");
    exile.id = "exile";
    (view.exile || []).forEach(function (c) {
      var li = make("li", "exiled", c.name);
      li.dataset.obj = String(c.obj);
      exile.appendChild(li);
    });
    container.appendChild(exile);
  }
  function renderEvents(container, events) {
    container.textContent = "";
    events.forEach(function (ev) {
      var li = make("li", "event", ev.text);
      if (ev.rule) { li.append(" ", make("span", "rule", ev.rule)); }
      container.appendChild(li);
    });
  }
  return { render: render, renderEvents: renderEvents };
})();
