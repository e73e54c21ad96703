// replay.js steps through the frames of a replay page (the JSON of
// #replay-data) and draws each with CatharBoard. It defines the global
// catharReplay: goto(i) shows frame i, frames is their number.
(function () {
  'use strict';

  var data = JSON.parse(document.getElementById('replay-data').textContent);
  var frames = data.frames || [];
  var board = document.getElementById('board');
  var events = document.getElementById('events');
  var scrubber = document.getElementById('scrubber');
  var label = document.getElementById('turn-label');
  var count = document.getElementById('frame-count');
  var buttons = {
    prev: document.getElementById('prev'),
    next: document.getElementById('next'),
    prevTurn: document.getElementById('prev-turn'),
    nextTurn: document.getElementById('next-turn')
  };
  var current = -1;

  scrubber.max = String(Math.max(frames.length - 1, 0));

  // withFaces gives back to each card of a view the printed faces the
  // page keeps once for every frame.
  function withFaces(view) {
    function put(c) {
      if (c && !c.faces && data.objFaces && data.objFaces[c.obj] !== undefined) {
        c.faces = data.faces[data.objFaces[c.obj]];
      }
    }
    (view.players || []).forEach(function (p) {
      (p.hand || []).forEach(put);
      (p.graveyard || []).forEach(put);
      (p.library || []).forEach(put);
    });
    (view.battlefield || []).forEach(put);
    (view.exile || []).forEach(put);
    return view;
  }

  // turnStart returns the first frame of the turn of frame i.
  function turnStart(i) {
    var t = frames[i].turn;
    while (i > 0 && frames[i - 1].turn === t) i--;
    return i;
  }

  // The turn marks: one button per turn, at the turn's first moment,
  // named by the turn, its active player and the designation then
  // (CR 731.1), and shown light for day and dark for night.
  var marks = [];
  (function () {
    var list = document.getElementById('turns');
    frames.forEach(function (f, i) {
      if (i > 0 && frames[i - 1].turn === f.turn) return;
      var v = f.view, dn = v.dayNight || 'neither';
      var who = '';
      (v.players || []).forEach(function (p) { if (p.id === v.active) who = p.name; });
      var name = f.turn > 0 ? 'Turn ' + f.turn + (who ? ', ' + who : '') + (dn !== 'neither' ? ', ' + dn : '') : f.label;
      var b = document.createElement('button');
      b.type = 'button';
      b.className = 'turn-mark ' + dn;
      b.dataset.turn = String(f.turn);
      b.dataset.frame = String(i);
      b.setAttribute('aria-label', name);
      b.title = name;
      b.textContent = f.turn > 0 ? String(f.turn) : '·';
      b.addEventListener('click', function () { show(i); });
      var li = document.createElement('li');
      li.appendChild(b);
      list.appendChild(li);
      marks.push(b);
    });
  })();

  // The moment shown is in the page's address (#moment-N, from 1), so
  // that a link can point to it.
  function fromHash() {
    var m = /^#moment-(\d+)$/.exec(location.hash);
    return m ? parseInt(m[1], 10) - 1 : 0;
  }

  function clamp(i) { return Math.max(0, Math.min(frames.length - 1, i)); }

  function show(i) {
    if (!frames.length) return;
    i = clamp(i);
    var f = frames[i];
    current = i;
    // A card that has the focus keeps it when it is still there, so that
    // a keyboard user can follow it from moment to moment.
    var focused = document.activeElement;
    var obj = focused && board.contains(focused) ? focused.getAttribute('data-obj') : null;
    CatharBoard.render(board, withFaces(f.view), {});
    if (obj) {
      var again = board.querySelector('.card[data-obj="' + obj + '"]');
      if (again) again.focus();
    }
    CatharBoard.renderEvents(events, f.events);
    scrubber.value = String(i);
    scrubber.setAttribute('aria-valuetext', f.label);
    label.textContent = f.label;
    count.textContent = '(moment ' + (i + 1) + ' of ' + frames.length + ')';
    document.body.dataset.frame = String(i);
    document.body.dataset.turn = String(f.turn);
    buttons.prev.disabled = i === 0;
    buttons.prevTurn.disabled = i === 0;
    buttons.next.disabled = i === frames.length - 1;
    buttons.nextTurn.disabled = i === frames.length - 1;
    marks.forEach(function (b) {
      if (b.dataset.turn === String(f.turn)) b.setAttribute('aria-current', 'step');
      else b.removeAttribute('aria-current');
    });
    if (location.hash !== '#moment-' + (i + 1)) {
      try { history.replaceState(null, '', '#moment-' + (i + 1)); } catch (e) { /* a browser that refuses it for files */ }
    }
  }

  function prevTurn() {
    var s = turnStart(current);
    show(s < current ? s : (s > 0 ? turnStart(s - 1) : 0));
  }

  function nextTurn() {
    var t = frames[current].turn, i = current;
    while (i < frames.length - 1 && frames[i].turn === t) i++;
    show(i);
  }

  buttons.prev.addEventListener('click', function () { show(current - 1); });
  buttons.next.addEventListener('click', function () { show(current + 1); });
  buttons.prevTurn.addEventListener('click', prevTurn);
  buttons.nextTurn.addEventListener('click', nextTurn);
  scrubber.addEventListener('input', function () { show(parseInt(scrubber.value, 10) || 0); });

  document.addEventListener('keydown', function (e) {
    if (e.ctrlKey || e.altKey || e.metaKey) return;
    var handled = true;
    switch (e.key) {
      case 'ArrowLeft': if (e.shiftKey) prevTurn(); else show(current - 1); break;
      case 'ArrowRight': if (e.shiftKey) nextTurn(); else show(current + 1); break;
      case 'PageUp': prevTurn(); break;
      case 'PageDown': nextTurn(); break;
      case 'Home': show(0); break;
      case 'End': show(frames.length - 1); break;
      default: handled = false;
    }
    if (handled) e.preventDefault();
  });

  window.addEventListener('hashchange', function () { show(fromHash()); });
  window.catharReplay = {goto: show, frames: frames.length, data: data};
  show(fromHash());
})();
