// board.js draws a Cathar game view (the JSON of engine.PlayerView, as
// docs/json.md gives it, a spectator's or a player's, for any number of
// players) and a list of events. It defines one global, CatharBoard, and
// uses no framework and no network. The element ids, classes and data-*
// attributes it writes are the pages' DOM contract: browser tests select
// by them.
(function (global) {
  'use strict';

  // The SVG namespace, read from an svg element the HTML parser made, so
  // that the page holds no URL at all.
  var SVGNS = (function () {
    var d = document.createElement('div');
    d.innerHTML = '<svg></svg>';
    return d.firstChild.namespaceURI;
  })();

  // el makes an element with attributes (null and false are left out) and
  // children (strings become text).
  function el(tag, attrs, children) {
    var e = document.createElement(tag);
    setAttrs(e, attrs);
    append(e, children);
    return e;
  }

  function svg(tag, attrs) {
    var e = document.createElementNS(SVGNS, tag);
    setAttrs(e, attrs);
    return e;
  }

  function setAttrs(e, attrs) {
    if (!attrs) return;
    Object.keys(attrs).forEach(function (k) {
      var v = attrs[k];
      if (v === null || v === undefined || v === false) return;
      e.setAttribute(k, v === true ? '' : String(v));
    });
  }

  function append(e, children) {
    if (children === null || children === undefined) return;
    if (!Array.isArray(children)) children = [children];
    children.forEach(function (c) {
      if (c === null || c === undefined || c === false) return;
      e.appendChild(typeof c === 'object' ? c : document.createTextNode(String(c)));
    });
  }

  // The designation of day and night (CR 731.1): its label and its icon.
  var DESIGNATIONS = {
    day: 'Day',
    night: 'Night',
    neither: 'Neither day nor night'
  };

  function dayNightIcon(d) {
    var s = svg('svg', {viewBox: '0 0 24 24', width: 28, height: 28, 'aria-hidden': 'true', focusable: 'false', 'class': 'dn-icon'});
    if (d === 'day') {
      s.appendChild(svg('circle', {cx: 12, cy: 12, r: 5, 'class': 'sun'}));
      for (var i = 0; i < 8; i++) {
        var a = i * Math.PI / 4;
        s.appendChild(svg('line', {
          x1: (12 + 7.5 * Math.cos(a)).toFixed(2), y1: (12 + 7.5 * Math.sin(a)).toFixed(2),
          x2: (12 + 10.5 * Math.cos(a)).toFixed(2), y2: (12 + 10.5 * Math.sin(a)).toFixed(2),
          'class': 'sun-ray'
        }));
      }
    } else if (d === 'night') {
      s.appendChild(svg('path', {d: 'M15.5 3.5a9 9 0 1 0 5 14.5a7.5 7.5 0 1 1 -5 -14.5z', 'class': 'moon'}));
    } else {
      s.appendChild(svg('circle', {cx: 12, cy: 12, r: 8, 'class': 'neither'}));
    }
    return s;
  }

  function dayNight(designation) {
    var d = DESIGNATIONS[designation] ? designation : 'neither';
    var label = DESIGNATIONS[d];
    return el('div', {id: 'daynight', 'data-designation': d, role: 'img', 'aria-label': label, title: label},
      [dayNightIcon(d), el('span', {'class': 'dn-label'}, label)]);
  }

  // index gathers the names and tags of the objects and the names of the
  // players a view shows, for targets and attachments. A tag (the JSON's
  // "tag", engine.Game.Tag) is an object's name told apart from every
  // other object of that name the view shows: "Tavern Smasher (Bob's)
  // #2"; the labels of the options name objects by the same string.
  function index(view) {
    var objs = {}, tags = {}, players = {};
    function add(c) {
      if (!c || !c.obj) return;
      objs[c.obj] = c.name;
      tags[c.obj] = c.tag || c.name;
    }
    (view.players || []).forEach(function (p) {
      players[p.id] = p.name;
      (p.hand || []).forEach(add);
      (p.graveyard || []).forEach(add);
      (p.library || []).forEach(add);
    });
    (view.battlefield || []).forEach(add);
    (view.exile || []).forEach(add);
    var stack = {};
    (view.stack || []).forEach(function (s) {
      stack[s.id] = s;
      if (s.kind === 'spell' && s.source && !tags[s.source]) {
        objs[s.source] = s.name;
        tags[s.source] = s.tag || s.name;
      }
    });
    return {objs: objs, tags: tags, players: players, stack: stack, viewer: view.viewer};
  }

  // objectName names object obj of view by its tag: a card the view shows
  // in a zone, or else the spell or the source of the ability on the
  // stack; "" when the view does not show it. The duel page names the
  // object of an option with it: the tag the option's label says.
  function objectName(view, obj) {
    if (!view || !obj) return '';
    var tag = index(view).tags[obj];
    if (tag) return tag;
    var item = (view.stack || []).filter(function (s) { return s.source === obj; })[0];
    return item ? (item.tag || item.name) : '';
  }

  function objName(ix, id) { return ix.tags[id] || ('object ' + id); }
  function playerName(ix, id) { return ix.players[id] !== undefined ? ix.players[id] : ('player ' + id); }

  // whose words a player's possession, "your" for the view's viewer.
  function whose(ix, p) { return p === ix.viewer ? 'your' : playerName(ix, p) + "'s"; }
  // who names a player, "you" for the view's viewer.
  function who(ix, p) { return p === ix.viewer ? 'you' : playerName(ix, p); }

  function targetText(ix, t) {
    if (t.obj) return objName(ix, t.obj);
    if (t.player !== undefined) return who(ix, t.player);
    if (t.stack) {
      var it = ix.stack[t.stack];
      return it ? whose(ix, it.controller) + ' ability of ' + (it.tag || it.name || 'a hidden card') : 'an ability on the stack';
    }
    return 'no target';
  }

  // tagNode writes a card's tag: its name, then what tells it apart from
  // the others of that name ("(Bob's) #2"), if anything. Its text is the
  // tag, as the options' labels say it.
  function tagNode(c) {
    var tag = c.tag || c.name;
    var rest = tag.indexOf(c.name) === 0 ? tag.slice(c.name.length) : '';
    return el('span', {'class': 'card-tag'}, rest ? [c.name, el('span', {'class': 'tag-rest'}, rest)] : tag);
  }

  function faceUp(card) {
    var faces = card.faces || [];
    return faces[card.backUp ? 1 : 0] || {name: card.name};
  }

  function otherFace(card) {
    var faces = card.faces || [];
    if (faces.length < 2) return null;
    return faces[card.backUp ? 0 : 1];
  }

  // faceBlock writes a face's printed text: cost, type line, P/T or
  // loyalty, keywords and abilities.
  function faceBlock(face, cls, caption) {
    var rows = [];
    if (caption) rows.push(el('div', {'class': 'face-caption'}, caption));
    rows.push(el('div', {'class': 'face-name'}, [face.name, face.manaCost ? el('span', {'class': 'cost'}, ' ' + face.manaCost) : null]));
    if (face.typeLine) rows.push(el('div', {'class': 'type-line'}, face.typeLine));
    if (face.pt) rows.push(el('div', {'class': 'face-pt'}, face.pt));
    if (face.loyalty) rows.push(el('div', {'class': 'face-loyalty'}, 'Loyalty ' + face.loyalty));
    if (face.keywords && face.keywords.length) rows.push(el('div', {'class': 'keywords'}, face.keywords.join(', ')));
    (face.abilities || []).forEach(function (a) { rows.push(el('div', {'class': 'ability'}, a)); });
    if (face.spellText) rows.push(el('div', {'class': 'ability'}, face.spellText));
    return el('div', {'class': cls}, rows);
  }

  // cardLabel is a card's accessible name: its tag (the face up's name,
  // told apart from the others), and the other face of a double-faced
  // card.
  function cardLabel(card) {
    var other = otherFace(card);
    var tag = card.tag || card.name;
    if (!other) return tag;
    return card.backUp
      ? tag + ', back face up; front face ' + other.name
      : tag + ', front face up; back face ' + other.name;
  }

  function counterText(c) {
    return c.n + ' ' + c.kind + (c.n === 1 ? ' counter' : ' counters');
  }

  function permanent(p, ix) {
    var status = [];
    if (p.tapped) status.push('tapped');
    // Summoning sickness matters to creatures only (CR 302.6): a land
    // that just entered taps for mana at once.
    if (p.summoningSick && /\bCreature\b/.test(p.typeLine || '')) status.push('summoning sick');
    if (p.damage) status.push(p.damage + ' damage');
    (p.counters || []).forEach(function (c) { status.push(counterText(c)); });
    if (p.attacking !== undefined && p.attacking >= 0) {
      status.push('attacking ' + (p.attackingPlaneswalker ? objName(ix, p.attackingPlaneswalker) : playerName(ix, p.attacking)));
    }
    if (p.blocking) status.push('blocking ' + objName(ix, p.blocking));
    if (p.attachedTo) status.push('attached to ' + objName(ix, p.attachedTo));
    if (p.attachedPlayer !== undefined && p.attachedPlayer >= 0) status.push('attached to ' + playerName(ix, p.attachedPlayer));
    if (p.token) status.push('token');
    if (p.controller !== p.owner) status.push('owned by ' + playerName(ix, p.owner));
    var other = otherFace(p);
    var up = faceUp(p);
    var cls = 'permanent card' + (p.tapped ? ' tapped' : '') + (other ? ' dfc' : '') +
      (p.attacking >= 0 ? ' attacking' : '') + (p.blocking ? ' blocking' : '');
    return el('div', {
      'class': cls, 'data-obj': p.obj, 'data-name': p.name, 'data-tag': p.tag || p.name, 'data-face': p.backUp ? 'back' : 'front',
      tabindex: '0', role: 'group', 'aria-label': cardLabel(p)
    }, [
      el('div', {'class': 'card-name'}, [tagNode(p), other ? el('span', {'class': 'face-mark', title: p.backUp ? 'back face up' : 'front face up'}, p.backUp ? ' ◐' : ' ◑') : null]),
      el('div', {'class': 'type-line'}, p.typeLine || up.typeLine || ''),
      p.pt ? el('div', {'class': 'pt'}, p.pt) : null,
      status.length ? el('div', {'class': 'status'}, status.join(' · ')) : null,
      el('div', {'class': 'card-text'}, faceBlock(up, 'face face-up', null)),
      other ? faceBlock(other, 'other-face face', p.backUp ? 'Front face' : 'Back face') : null
    ]);
  }

  // smallCard is a card off the battlefield: in a hand, a graveyard or exile.
  function smallCard(c, cls, extra) {
    var other = otherFace(c);
    var attrs = {'class': cls + ' card' + (other ? ' dfc' : ''), 'data-obj': c.obj || null, 'data-name': c.name,
      'data-tag': c.tag || c.name, tabindex: '0', 'aria-label': cardLabel(c)};
    if (extra) Object.keys(extra).forEach(function (k) { attrs[k] = extra[k]; });
    var up = faceUp(c);
    return el('div', attrs, [
      el('div', {'class': 'card-name'}, [tagNode(c), up.manaCost ? el('span', {'class': 'cost'}, ' ' + up.manaCost) : null]),
      el('div', {'class': 'card-text'}, faceBlock(up, 'face face-up', null)),
      other ? faceBlock(other, 'other-face face', c.backUp ? 'Front face' : 'Back face') : null
    ]);
  }

  function poolText(pool) {
    var parts = [];
    var letters = {white: 'W', blue: 'U', black: 'B', red: 'R', green: 'G', colorless: 'C'};
    Object.keys(letters).forEach(function (k) {
      if (pool && pool[k]) parts.push(pool[k] + '{' + letters[k] + '}');
    });
    return parts.join(' ');
  }

  function isLand(p) { return /\bLand\b/.test(p.typeLine || ''); }

  function player(view, pl, ix, opts) {
    var mine = (view.battlefield || []).filter(function (p) { return p.controller === pl.id; });
    var lands = mine.filter(isLand), others = mine.filter(function (p) { return !isLand(p); });
    var flags = [];
    if (pl.id === view.active) flags.push('active player');
    if (pl.id === view.priority && opts.priority !== false) flags.push('has priority');
    if (pl.id === view.viewer) flags.push('you');
    if (pl.lost) flags.push('lost');
    if (pl.left) flags.push('left the game');
    if (view.over && view.winner === pl.id) flags.push('winner');
    var pool = poolText(pl.pool);
    var head = el('div', {'class': 'player-head'}, [
      el('h2', {'class': 'player-name'}, pl.name),
      flags.length ? el('span', {'class': 'flags'}, flags.join(' · ')) : null,
      el('span', {'class': 'stat'}, ['Life ', el('span', {'class': 'life'}, pl.life)]),
      el('span', {'class': 'stat'}, ['Hand ', el('span', {'class': 'hand-size'}, pl.handSize)]),
      el('span', {'class': 'stat'}, ['Library ', el('span', {'class': 'library-size'}, pl.librarySize)]),
      el('span', {'class': 'stat'}, ['Graveyard ', el('span', {'class': 'graveyard-size'}, (pl.graveyard || []).length)]),
      el('span', {'class': 'stat spells-cast', title: 'Spells cast this turn: what the next untap step\'s day/night check counts for the active player (CR 731.2)'},
        ['Spells this turn ', el('span', {'class': 'spells-count'}, pl.spellsCast || 0)]),
      pool ? el('span', {'class': 'stat pool'}, ['Mana ', pool]) : null
    ]);
    var parts = [head];
    if (pl.hand && pl.hand.length) {
      parts.push(el('div', {'class': 'hand-zone zone'}, [
        el('span', {'class': 'zone-name'}, 'Hand:'),
        el('div', {'class': 'hand', 'aria-label': pl.name + "'s hand"},
          pl.hand.map(function (c) { return smallCard(c, 'hand-card', null); }))
      ]));
    }
    parts.push(el('div', {'class': 'battlefield zone', 'aria-label': pl.name + "'s battlefield"}, [
      pl.hand && pl.hand.length ? el('span', {'class': 'zone-name'}, 'Battlefield:') : null,
      others.length ? el('div', {'class': 'row nonlands'}, others.map(function (p) { return permanent(p, ix); })) : null,
      lands.length ? el('div', {'class': 'row lands'}, lands.map(function (p) { return permanent(p, ix); })) : null,
      mine.length ? null : el('div', {'class': 'empty'}, 'No permanents')
    ]));
    if (pl.graveyard && pl.graveyard.length) {
      parts.push(el('div', {'class': 'graveyard zone', 'aria-label': pl.name + "'s graveyard"}, [
        el('span', {'class': 'zone-name'}, 'Graveyard:'),
        el('span', {'class': 'graveyard-cards'}, pl.graveyard.slice().reverse().map(function (c) {
          return smallCard(c, 'grave-card', null);
        }))
      ]));
    }
    var cls = 'player' + (pl.id === view.active ? ' active' : '') + (pl.lost || pl.left ? ' out' : '');
    return el('section', {'class': cls, 'data-player': pl.id, 'aria-label': pl.name}, parts);
  }

  function stack(view, ix) {
    var items = (view.stack || []).slice().reverse(); // top first
    return el('section', {id: 'stack', 'class': 'stack', 'aria-label': 'The stack'}, [
      el('h2', null, 'Stack' + (items.length ? '' : ' (empty)')),
      items.length ? el('ol', {'class': 'stack-items'}, items.map(function (s) {
        // A spell is named by its tag and "cast by" its controller; an
        // ability is its controller's, "Bob's ability of Brutal Cathar",
        // with its text (CR 112, 113.7); each target by its tag.
        var source = s.tag || s.name || 'a hidden card';
        var spell = s.kind === 'spell';
        var targets = (s.targets || []).map(function (t) { return targetText(ix, t); });
        return el('li', {'class': 'stack-item', 'data-stack': s.id, 'data-source': s.source || null, 'data-kind': s.kind,
          'data-controller': s.controller}, [
          el('span', {'class': 'stack-kind'}, s.kind), ' ',
          spell ? null : el('span', {'class': 'controller'}, whose(ix, s.controller) + ' ability'),
          spell ? null : ' of ',
          el('span', {'class': 'stack-source'}, source),
          !spell && s.text && s.text !== s.name ? ': ' + s.text : null,
          s.x ? ' (X=' + s.x + ')' : null,
          spell ? el('span', {'class': 'controller'}, ', cast by ' + who(ix, s.controller)) : null,
          targets.length ? el('span', {'class': 'targets'}, (spell ? ', targeting ' : ' — targeting ') + targets.join(' and ')) : null
        ]);
      })) : null
    ]);
  }

  // exileLinkText is the sentence of an exile link, each object by its
  // tag, so that two links of cards or permanents of one name differ.
  function exileLinkText(l) {
    var where = l.returnTo && l.returnTo !== 'battlefield' ? ' (it returns to its owner\'s ' + l.returnTo + ')' : '';
    return (l.exiledTag || l.exiledName) + ' is exiled until ' + (l.sourceTag || l.sourceName) +
      ' leaves the battlefield' + where + ' (CR 610.3)';
  }

  function exile(view) {
    var cards = view.exile || [];
    var links = (view.exileLinks || []).filter(function (l) { return l.returns; });
    return el('section', {id: 'exile', 'class': 'exile', 'aria-label': 'Exile'}, [
      el('h2', null, 'Exile' + (cards.length ? '' : ' (empty)')),
      cards.length ? el('div', {'class': 'exile-cards'}, cards.map(function (c) {
        return smallCard(c, 'exiled', {'data-until': c.exiledUntil || null});
      })) : null,
      links.length ? el('ol', {'class': 'exile-links'}, links.map(function (l, i) {
        return el('li', {'class': 'exile-link link-' + (i % LINK_COLOURS), 'data-exiled': l.exiled, 'data-source': l.source, 'data-link': i + 1},
          exileLinkText(l));
      })) : null
    ]);
  }

  // resultText says how the game ended: "a draw", "Alice won", or in
  // Two-Headed Giant the winning team, "Carol & Dan won": both teammates
  // win (CR 810.8a). Seats 0 and 1 are one team, 2 and 3 the other.
  function resultText(view, ix) {
    var w = view.winner;
    if (w < 0) return 'a draw';
    if (view.variant === 'two-headed giant') {
      return playerName(ix, Math.min(w, w ^ 1)) + ' & ' + playerName(ix, Math.max(w, w ^ 1)) + ' won';
    }
    return playerName(ix, w) + ' won';
  }

  function header(view, ix, opts) {
    var step = view.step || 'untap';
    var parts = [dayNight(view.dayNight)];
    var turn = view.turn > 0 ? 'Turn ' + view.turn + ' — ' + playerName(ix, view.active) + ' — ' + step : 'Before the game';
    parts.push(el('span', {'class': 'turn-info'}, turn));
    if (view.over) {
      parts.push(el('span', {'class': 'game-over'}, 'Game over: ' + resultText(view, ix)));
    } else if (view.priority >= 0 && opts.priority !== false) {
      parts.push(el('span', {'class': 'priority'}, playerName(ix, view.priority) + ' has priority'));
    }
    if (view.variant && view.variant !== 'free-for-all') parts.push(el('span', {'class': 'variant'}, view.variant));
    return el('div', {'class': 'board-head'}, parts);
  }

  // drawLines draws an SVG line from each exiled card to the permanent
  // holding it, when both are shown.
  function drawLines(root) {
    var old = root.querySelector('svg.exile-lines');
    if (old) old.parentNode.removeChild(old);
    var links = root.querySelectorAll('.exile-link');
    if (!links.length || !root.isConnected) return;
    var box = root.getBoundingClientRect();
    var s = svg('svg', {'class': 'exile-lines', 'aria-hidden': 'true', width: Math.ceil(box.width), height: Math.ceil(box.height)});
    // The lines are drawn under the cards (board.css), so that none
    // crosses a card's text; the links of one holder end at points spread
    // along its edge, each in the colour of its number in the list of
    // links, so that two links of one source are told apart.
    var perHolder = {};
    Array.prototype.forEach.call(links, function (l, i) {
      var exiled = root.querySelector('.exiled[data-obj="' + l.dataset.exiled + '"]');
      var holder = root.querySelector('.permanent[data-obj="' + l.dataset.source + '"]');
      if (!exiled || !holder) return;
      var k = perHolder[l.dataset.source] = (perHolder[l.dataset.source] || 0) + 1;
      var n = root.querySelectorAll('.exile-link[data-source="' + l.dataset.source + '"]').length;
      var a = exiled.getBoundingClientRect(), b = holder.getBoundingClientRect();
      var ax = a.left + a.width / 2, ay = a.top + a.height / 2;
      var bx = b.left + b.width * k / (n + 1);
      var by = ay < b.top ? b.top : b.bottom; // the holder's edge that faces the exiled card
      ay = by > ay ? a.bottom : a.top;
      var colour = 'link-' + (i % LINK_COLOURS);
      s.appendChild(svg('line', {
        'class': 'exile-line ' + colour, 'data-exiled': l.dataset.exiled, 'data-source': l.dataset.source, 'data-link': i + 1,
        x1: Math.round(ax - box.left), y1: Math.round(ay - box.top),
        x2: Math.round(bx - box.left), y2: Math.round(by - box.top)
      }));
      exiled.classList.add('linked');
      holder.classList.add('holding');
    });
    root.appendChild(s);
  }

  // The colours the exile lines take in turn (board.css: .link-0 …).
  var LINK_COLOURS = 4;

  // legend explains every symbol and word the board uses.
  function legend() {
    var items = [
      ['◑ / ◐', 'a double-faced card with its front / back face up (hover or focus it for the other face)'],
      ['☀ / ☾', 'day / night (CR 731): it becomes night after a turn in which the active player cast no spells, day after one in which a player cast two or more (CR 731.2)'],
      ['Spells this turn', 'the spells the player cast this turn, which that check counts'],
      ['#2, (Bob\'s), (tapped)', 'a tag: what tells a card from others of its name, as the options say it'],
      ['+1/+1 counters, damage', 'counters on a permanent, and the damage marked on it this turn'],
      ['summoning sick', 'a creature that came under its controller\'s control this turn: it can\'t attack or use {T} abilities (CR 302.6)'],
      ['tilted card', 'tapped; red border: attacking; blue border: blocking'],
      ['dashed line', 'from an exiled card to the permanent it is exiled until (CR 610.3); its number and colour are those of the line in the Exile list']
    ];
    return el('details', {'class': 'board-legend', id: 'legend'}, [
      el('summary', null, 'Legend'),
      el('dl', null, items.reduce(function (acc, it) {
        return acc.concat([el('dt', null, it[0]), el('dd', null, it[1])]);
      }, []))
    ]);
  }

  var boards = [];
  var resizeHooked = false;

  // render draws view into container, replacing what it held. opts may
  // give order: the player ids in the order to draw them (by default turn
  // order, the viewer last).
  function render(container, view, opts) {
    opts = opts || {};
    var ix = index(view);
    var players = (view.players || []).slice();
    if (opts.order) {
      players.sort(function (a, b) { return opts.order.indexOf(a.id) - opts.order.indexOf(b.id); });
    } else if (view.viewer >= 0) {
      players.sort(function (a, b) { return (a.id === view.viewer) - (b.id === view.viewer); });
    }
    var root = el('div', {'class': 'cathar-board' + (players.length > 2 ? ' many' : '')}, [
      header(view, ix, opts),
      el('div', {'class': 'players'}, players.map(function (pl) { return player(view, pl, ix, opts); })),
      el('div', {'class': 'shared-zones'}, [stack(view, ix), exile(view)]),
      legend()
    ]);
    container.textContent = '';
    container.appendChild(root);
    drawLines(root);
    // A card shows its text on hover and focus, which moves the cards
    // after it: the lines follow.
    var pending = false;
    function redraw() {
      if (pending) return;
      pending = true;
      (global.requestAnimationFrame || setTimeout)(function () { pending = false; drawLines(root); });
    }
    ['focusin', 'focusout', 'mouseover', 'mouseout'].forEach(function (t) { root.addEventListener(t, redraw); });
    if (boards.indexOf(root) < 0) {
      boards = boards.filter(function (b) { return b.isConnected; });
      boards.push(root);
    }
    if (!resizeHooked && global.addEventListener) {
      resizeHooked = true;
      global.addEventListener('resize', function () {
        boards.forEach(function (b) { if (b.isConnected) drawLines(b); });
      });
    }
    return root;
  }

  // renderEvents lists events ([{seq, text, rule}]) in container: in it
  // when it is the #events list itself, else in an #events list made in it.
  function renderEvents(container, events) {
    var list = container;
    if (container.id !== 'events') {
      container.textContent = '';
      list = el('ol', {id: 'events', 'class': 'events'});
      container.appendChild(list);
    } else {
      list.textContent = '';
      list.classList.add('events');
    }
    (events || []).forEach(function (ev) {
      list.appendChild(el('li', {'class': 'event', 'data-seq': ev.seq}, [
        el('span', {'class': 'event-text'}, ev.text),
        ev.rule ? ' ' : null,
        ev.rule ? el('span', {'class': 'rule'}, ev.rule) : null
      ]));
    });
    return list;
  }

  // highlight marks the cards (by object id, and the spells on the stack
  // they are) and the stack items (by stack id) of root with the class
  // cls, and takes it from the others: the duel page shows so the cards
  // an option names.
  function highlight(root, objs, stacks, cls) {
    cls = cls || 'highlight';
    Array.prototype.forEach.call(root.querySelectorAll('.' + cls), function (e) { e.classList.remove(cls); });
    (objs || []).forEach(function (id) {
      Array.prototype.forEach.call(root.querySelectorAll('.card[data-obj="' + id + '"], .stack-item[data-kind="spell"][data-source="' + id + '"]'),
        function (e) { e.classList.add(cls); });
    });
    (stacks || []).forEach(function (id) {
      Array.prototype.forEach.call(root.querySelectorAll('.stack-item[data-stack="' + id + '"]'), function (e) { e.classList.add(cls); });
    });
  }

  global.CatharBoard = {render: render, renderEvents: renderEvents, redrawLines: drawLines, cardLabel: cardLabel,
    objectName: objectName, highlight: highlight};
})(typeof window !== 'undefined' ? window : this);
