/* GrasBot chat widget: one <script> tag, no build step, no framework.
 * Configuration: data-* attributes on the script tag (docs/widget.md).
 * Safety rule: text from the server (answers, note titles, messages) only ever reaches the page through
 * textContent or checked href values; nothing is parsed as HTML. */
(function () {
  "use strict";
  var script = document.currentScript || document.querySelector("script[data-grasbot]");
  if (!script) return;
  var ds = script.dataset;
  var MAX_HISTORY = 6; // the function reads at most the last 6 messages
  var TEXT = {
    fr: {
      title: "Posez-moi une question", open: "Ouvrir l'assistant", close: "Fermer",
      restart: "Recommencer", send: "Envoyer", label: "Votre question",
      placeholder: "Par exemple : quels sont ses projets ?",
      you: "Vous", bot: "Assistant", thinking: "Recherche dans les notes…",
      grounded: function (n) { return "basé sur " + n + (n > 1 ? " notes" : " note"); },
      general: "réponse généraliste", sources: "Sources",
      offline: "Mode hors ligne : l'assistant répond directement à partir des notes, sans modèle de langue.",
      cut: "Réponse interrompue.", tooLong: "La question dépasse 500 caractères.",
      limited: function (w) { return "Beaucoup de questions en peu de temps : vous pourrez en poser une nouvelle dans " + w + "."; },
      network: "Impossible de joindre l'assistant. Vérifiez votre connexion puis réessayez.",
      failed: "L'assistant n'a pas pu répondre. Réessayez dans un instant.",
      min: " min", sec: " s", count: "caractères",
      rate: "Cette réponse vous a-t-elle aidé ?", up: "Oui, réponse utile", down: "Non, réponse pas utile",
      comment: "Qu'est-ce qui manquait ? (facultatif)", sendComment: "Envoyer",
      thanks: "Merci pour votre retour.", already: "Retour déjà enregistré.", voteFailed: "Retour non enregistré."
    },
    en: {
      title: "Ask me a question", open: "Open the assistant", close: "Close",
      restart: "Start over", send: "Send", label: "Your question",
      placeholder: "For example: what are their projects?",
      you: "You", bot: "Assistant", thinking: "Searching the notes…",
      grounded: function (n) { return "based on " + n + (n > 1 ? " notes" : " note"); },
      general: "general answer", sources: "Sources",
      offline: "Offline mode: the assistant answers straight from the notes, without a language model.",
      cut: "Answer cut short.", tooLong: "The question is longer than 500 characters.",
      limited: function (w) { return "Many questions in a short time: you can ask a new one in " + w + "."; },
      network: "Cannot reach the assistant. Check your connection and try again.",
      failed: "The assistant could not answer. Try again in a moment.",
      min: " min", sec: " s", count: "characters",
      rate: "Was this answer helpful?", up: "Yes, helpful answer", down: "No, unhelpful answer",
      comment: "What was missing? (optional)", sendComment: "Send",
      thanks: "Thank you for your feedback.", already: "Feedback already recorded.", voteFailed: "Feedback not recorded."
    }
  };
  var t = TEXT[ds.lang] || TEXT.fr;

  // Relative URLs in the attributes are read against the script's own address, so one tag works
  // whether the function serves the page or a static site points at the function URL.
  function resolve(value, fallback) {
    try { return new URL(value || fallback, script.src || location.href).href; } catch (e) { return null; }
  }
  var api = resolve(ds.api, "ask");
  var cfg = {
    api: api,
    // Without data-stream-api the stream sits beside the JSON endpoint: <data-api>/stream.
    stream: ds.streamApi === "off" ? null : ds.streamApi ? resolve(ds.streamApi) : api && api.replace(/\/?$/, "/stream"),
    remember: ds.remember !== "off",
    // 👍/👎 go to POST /feedback beside the script (docs/inbox.md); "off" hides the buttons
    feedback: ds.feedbackApi === "off" ? null : resolve(ds.feedbackApi, "feedback"),
    siteBase: (ds.siteBase || "").replace(/\/+$/, ""),
    maxChars: parseInt(ds.maxChars, 10) || 500,
    accent: ds.accent && window.CSS && CSS.supports("color", ds.accent) ? ds.accent : "#2f6f4e",
    target: ds.target ? document.querySelector(ds.target) : null
  };

  // Only http(s) and site-relative paths become links; "//host", "javascript:", "data:"… stay text.
  function safeHref(raw) {
    if (typeof raw !== "string") return null;
    var url = raw.trim();
    if (/^\/(?![\/\\])/.test(url)) return cfg.siteBase + url;
    if (!/^https?:\/\//i.test(url)) return null;
    try {
      var parsed = new URL(url);
      return parsed.protocol === "http:" || parsed.protocol === "https:" ? parsed.href : null;
    } catch (e) { return null; }
  }

  function el(tag, cls, text) {
    var node = document.createElement(tag);
    if (cls) node.className = cls;
    if (text != null) node.textContent = text;
    return node;
  }

  // Inline Markdown the model uses: [text](url), **bold**, `code`, _italic_ / *italic* (not inside
  // snake_case words), ~~struck~~ (a note's value that no longer holds). Everything else is text.
  var INLINE = /\[([^\]\n]{1,300})\]\(([^)\s]{1,500})\)|\*\*([^*\n]+)\*\*|`([^`\n]+)`|\b_([^_\n]+)_\b|\*([^*\s][^*\n]*)\*|~~([^~\n]+)~~/g;
  function inline(parent, text) {
    var last = 0, m;
    INLINE.lastIndex = 0;
    while ((m = INLINE.exec(text))) {
      if (m.index > last) parent.appendChild(document.createTextNode(text.slice(last, m.index)));
      if (m[1] != null) {
        var href = safeHref(m[2]);
        if (href) {
          var a = el("a", null, m[1]);
          a.href = href;
          if (/^https?:/i.test(m[2])) { a.target = "_blank"; a.rel = "noopener noreferrer nofollow"; }
          parent.appendChild(a);
        } else {
          parent.appendChild(document.createTextNode(m[1]));
        }
      } else if (m[3] != null) {
        parent.appendChild(el("strong", null, m[3]));
      } else if (m[4] != null) {
        parent.appendChild(el("code", null, m[4]));
      } else if (m[7] != null) {
        parent.appendChild(el("del", null, m[7]));
      } else {
        parent.appendChild(el("em", null, m[5] != null ? m[5] : m[6]));
      }
      last = INLINE.lastIndex;
    }
    if (last < text.length) parent.appendChild(document.createTextNode(text.slice(last)));
  }

  // Blocks: paragraphs split on blank lines, "- " / "* " / "1. " lines become lists.
  function renderMarkdown(box, text) {
    box.textContent = "";
    text.split(/\n{2,}/).forEach(function (block) {
      var lines = block.split("\n").filter(function (l) { return l.trim() !== ""; });
      if (!lines.length) return;
      var bullet = /^\s*(?:[-*•]|\d+[.)])\s+/;
      if (lines.every(function (l) { return bullet.test(l); })) {
        var list = el(/^\s*\d/.test(lines[0]) ? "ol" : "ul");
        lines.forEach(function (l) { var li = el("li"); inline(li, l.replace(bullet, "")); list.appendChild(li); });
        box.appendChild(list);
        return;
      }
      var p = el("p");
      lines.forEach(function (l, i) { if (i) p.appendChild(el("br")); inline(p, l); });
      box.appendChild(p);
    });
  }

  function waitText(seconds) {
    var s = Math.max(1, Math.ceil(seconds));
    if (s < 60) return s + t.sec;
    var m = Math.floor(s / 60), r = s % 60;
    return m + t.min + (r ? " " + r + t.sec : "");
  }

  var CSS_TEXT =
    ":host{all:initial;display:block;height:100%}*{box-sizing:border-box}.gb-inline{height:100%}[hidden]{display:none!important}" +
    ".gb{--a:" + cfg.accent + ";font:15px/1.5 system-ui,sans-serif;color:#1c1c1c;background:#fff;" +
    "border:1px solid #d5d5d5;border-radius:12px;display:flex;flex-direction:column;width:100%;height:100%;overflow:hidden}" +
    ".gb-float{position:fixed;right:16px;bottom:16px;z-index:2147483000}" +
    ".gb-float .gb{position:fixed;right:16px;bottom:76px;width:min(380px,calc(100vw - 32px));height:min(560px,calc(100vh - 100px));box-shadow:0 8px 30px rgba(0,0,0,.2)}" +
    "@media (max-width:480px){.gb-float .gb{right:0;bottom:0;width:100vw;height:100vh;border-radius:0}}" +
    ".gb-launch{width:52px;height:52px;border-radius:50%;border:0;background:var(--a);color:#fff;font-size:24px;cursor:pointer}" +
    "header{display:flex;align-items:center;gap:8px;padding:10px 12px;background:var(--a);color:#fff}" +
    "header h2{font-size:16px;margin:0;flex:1}" +
    "header button{background:transparent;color:#fff;border:1px solid rgba(255,255,255,.6);border-radius:6px;padding:3px 8px;font:inherit;font-size:13px;cursor:pointer}" +
    ".gb-log{flex:1;overflow-y:auto;padding:12px;display:flex;flex-direction:column;gap:10px}" +
    ".gb-msg{max-width:92%;padding:8px 11px;border-radius:10px;overflow-wrap:anywhere}" +
    ".gb-user{align-self:flex-end;background:#eef3f0;white-space:pre-wrap}" +
    ".gb-bot{align-self:flex-start;background:#f6f6f6}.gb-wait{color:#666;font-style:italic}" +
    ".gb-msg p{margin:0 0 6px}.gb-msg p:last-child{margin:0}.gb-msg ul,.gb-msg ol{margin:0 0 6px;padding-left:20px}" +
    ".gb-msg a{color:var(--a)}.gb-msg code{background:#e8e8e8;padding:0 3px;border-radius:3px}" +
    ".gb-meta{display:flex;flex-wrap:wrap;gap:6px;margin-top:8px;align-items:center;font-size:13px}" +
    ".gb-badge{padding:1px 8px;border-radius:10px;background:#e3efe8;color:#1f4d35}" +
    ".gb-badge.gb-general{background:#eee;color:#444}" +
    ".gb-chip{display:inline-block;padding:1px 8px;border:1px solid var(--a);border-radius:10px;color:var(--a);text-decoration:none}" +
    "a.gb-chip:hover,a.gb-chip:focus{background:var(--a);color:#fff}span.gb-chip{border-color:#c8c8c8;color:#555}" +
    ".gb-notice{margin-top:8px;padding:6px 8px;border-left:3px solid #c28a00;background:#fff7e0;font-size:13px}" +
    ".gb-status{padding:0 12px;font-size:14px;color:#8a1c1c}.gb-status:empty{display:none}" +
    "form{display:flex;flex-direction:column;gap:4px;padding:10px 12px;border-top:1px solid #e5e5e5}" +
    "textarea{font:inherit;font-size:16px;width:100%;min-height:44px;max-height:120px;resize:vertical;padding:6px 8px;border:1px solid #bbb;border-radius:8px}" +
    ".gb-row{display:flex;justify-content:space-between;align-items:center}" +
    ".gb-count{font-size:12px;color:#666}.gb-count.gb-over{color:#8a1c1c;font-weight:600}" +
    "form button{background:var(--a);color:#fff;border:0;border-radius:8px;padding:6px 14px;font:inherit;cursor:pointer}" +
    "button:disabled{opacity:.5;cursor:default}" +
    ":focus-visible{outline:2px solid #1a5fb4;outline-offset:2px}" +
    ".gb-feedback{display:flex;flex-wrap:wrap;gap:6px;align-items:center;margin-top:6px;font-size:13px;color:#555}" +
    ".gb-vote{background:#fff;border:1px solid #c8c8c8;border-radius:6px;padding:0 8px;font-size:15px;line-height:1.6;cursor:pointer}" +
    ".gb-vote[aria-pressed=true]{border-color:var(--a);background:#e3efe8}" +
    ".gb-comment{display:flex;gap:6px;width:100%}.gb-comment input{flex:1;min-width:0;font:inherit;font-size:14px;padding:3px 6px;border:1px solid #bbb;border-radius:6px}" +
    ".gb-comment button{background:var(--a);color:#fff;border:0;border-radius:6px;padding:2px 10px;font:inherit;cursor:pointer}" +
    ".gb-sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}";

  // Build the DOM inside a shadow root so the host page's CSS and ours never mix.
  var host = el("div");
  host.setAttribute("data-grasbot-widget", "");
  (cfg.target || document.body).appendChild(host);
  var root = host.attachShadow({ mode: "open" });
  var style = el("style", null, CSS_TEXT);
  var wrap = el("div", cfg.target ? "gb-inline" : "gb-float");
  var panel = el("section", "gb");
  panel.setAttribute("aria-label", t.title);
  var header = el("header");
  header.appendChild(el("h2", null, t.title));
  var restart = el("button", "gb-restart", t.restart);
  restart.type = "button";
  header.appendChild(restart);
  var log = el("div", "gb-log");
  log.setAttribute("role", "log");
  log.setAttribute("aria-live", "polite");
  var status = el("div", "gb-status");
  status.setAttribute("role", "alert");
  var form = el("form");
  var fieldId = "gb-q";
  var label = el("label", "gb-sr", t.label);
  label.htmlFor = fieldId;
  var input = el("textarea");
  input.id = fieldId;
  input.name = "question";
  input.rows = 2;
  // The owner as the site says: data-owner-name (GRASBOT_OWNER_NAME); without it, words that
  // assume no gender (« ses projets », "their projects").
  var owner = (ds.ownerName || "").trim().slice(0, 60);
  input.placeholder = owner
    ? (t === TEXT.en ? "For example: what projects has " + owner + " worked on?"
                     : "Par exemple : quels sont les projets de " + owner + " ?")
    : t.placeholder;
  input.setAttribute("maxlength", String(cfg.maxChars));
  var row = el("div", "gb-row");
  var counter = el("span", "gb-count");
  counter.setAttribute("aria-live", "polite");
  var send = el("button", "gb-send", t.send);
  send.type = "submit";
  row.appendChild(counter);
  row.appendChild(send);
  form.appendChild(label);
  form.appendChild(input);
  form.appendChild(row);
  panel.appendChild(header);
  panel.appendChild(log);
  panel.appendChild(status);
  panel.appendChild(form);
  root.appendChild(style);
  root.appendChild(wrap);

  if (cfg.target) {
    wrap.appendChild(panel);
  } else {
    var launch = el("button", "gb-launch", "?");
    launch.type = "button";
    launch.setAttribute("aria-label", t.open);
    launch.setAttribute("aria-expanded", "false");
    var close = el("button", "gb-close", t.close);
    close.type = "button";
    header.appendChild(close);
    var toggle = function (open) {
      panel.hidden = !open;
      launch.setAttribute("aria-expanded", String(open));
      (open ? input : launch).focus();
    };
    launch.addEventListener("click", function () { toggle(panel.hidden); });
    close.addEventListener("click", function () { toggle(false); });
    panel.addEventListener("keydown", function (e) { if (e.key === "Escape") toggle(false); });
    panel.hidden = ds.open !== "true";
    wrap.appendChild(panel);
    wrap.appendChild(launch);
  }

  var history = [];
  var turns = []; // {question, data} of the last answers, to redraw them after a page change
  var STORE_KEY = "grasbot:" + cfg.api;
  var busy = false;
  var blockedUntil = 0;
  var controller = null;
  var waitTimer = null;

  function updateCounter() {
    var n = input.value.length;
    counter.textContent = n + " / " + cfg.maxChars + " " + t.count;
    counter.classList.toggle("gb-over", n >= cfg.maxChars);
    send.disabled = busy || Date.now() < blockedUntil || input.value.trim() === "";
  }

  function setStatus(text) { status.textContent = text || ""; }

  function addMessage(role, text) {
    var msg = el("div", "gb-msg " + (role === "user" ? "gb-user" : "gb-bot"));
    msg.appendChild(el("span", "gb-sr", (role === "user" ? t.you : t.bot) + " : "));
    var body = el("div", "gb-text");
    body.textContent = text || "";
    msg.appendChild(body);
    log.appendChild(msg);
    log.scrollTop = log.scrollHeight;
    return msg;
  }

  // One assistant turn: its text, then the badge, the chips and the offline notice.
  function Turn() {
    this.msg = addMessage("assistant", t.thinking);
    this.body = this.msg.querySelector(".gb-text");
    this.body.classList.add("gb-wait");
    this.text = "";
    this.started = false;
  }
  Turn.prototype.append = function (piece) {
    this.text += piece;
    this.started = true;
    this.body.classList.remove("gb-wait");
    renderMarkdown(this.body, this.text);
    log.scrollTop = log.scrollHeight;
  };
  Turn.prototype.meta = function (data) {
    this.last = data;
    var old = this.msg.querySelectorAll(".gb-meta,.gb-notice");
    for (var i = 0; i < old.length; i++) old[i].remove();
    var sources = Array.isArray(data.sources) ? data.sources : [];
    var meta = el("div", "gb-meta");
    var badge = el("span", "gb-badge" + (data.grounded ? "" : " gb-general"),
      data.grounded ? t.grounded(sources.length) : t.general);
    meta.appendChild(badge);
    if (sources.length) {
      meta.appendChild(el("span", "gb-sr", t.sources + " :"));
      sources.forEach(function (s) {
        var title = String(s.title || s.slug || "");
        var href = safeHref(s.url);
        var chip = el(href ? "a" : "span", "gb-chip", title);
        if (href) chip.href = href;
        chip.setAttribute("data-slug", String(s.slug || ""));
        meta.appendChild(chip);
      });
    }
    this.msg.appendChild(meta);
    if (data.mode === "offline") this.msg.appendChild(el("div", "gb-notice", t.offline));
  };
  Turn.prototype.finish = function (data) {
    // Fields the final object lacks (a cut stream has no sources) keep their "meta" values.
    if (!data || typeof data !== "object") data = {};
    var last = this.last || {};
    for (var key in last) if (!(key in data)) data[key] = last[key];
    if (typeof data.response === "string") {
      this.text = data.response;
      this.body.classList.remove("gb-wait");
      renderMarkdown(this.body, this.text);
    }
    this.meta(data);
    if (data.truncated) this.msg.appendChild(el("div", "gb-notice", t.cut));
    this.feedback(data);
    log.scrollTop = log.scrollHeight;
  };

  // 👍 / 👎 under a finished answer: one click sends the vote; after 👎 a short optional comment
  // may follow (the function takes one vote and one comment per answer, with the answer's token).
  Turn.prototype.feedback = function (data) {
    var old = this.msg.querySelector(".gb-feedback");
    if (old) old.remove();
    if (!cfg.feedback || typeof data.feedback_token !== "string" || typeof data.request_id !== "string") return;
    var box = el("div", "gb-feedback");
    box.setAttribute("role", "group");
    box.setAttribute("aria-label", t.rate);
    var note = el("span", "gb-thanks");
    note.setAttribute("aria-live", "polite");
    var buttons = [["up", "👍", t.up], ["down", "👎", t.down]].map(function (v) {
      var b = el("button", "gb-vote gb-vote-" + v[0], v[1]);
      b.type = "button";
      b.setAttribute("aria-label", v[2]);
      b.title = v[2];
      b.setAttribute("aria-pressed", String(data.voted === v[0]));
      b.disabled = !!data.voted;
      b.addEventListener("click", function () { vote(v[0]); });
      box.appendChild(b);
      return b;
    });
    box.appendChild(note);
    this.msg.appendChild(box);
    if (data.voted) note.textContent = t.thanks;
    function send(body) {
      body.request_id = data.request_id;
      body.feedback_token = data.feedback_token;
      return fetch(cfg.feedback, {
        method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body)
      }).then(function (res) {
        note.textContent = res.ok ? t.thanks : res.status === 409 ? t.already : t.voteFailed;
        return res.ok || res.status === 409;
      }, function () { note.textContent = t.voteFailed; return false; });
    }
    function vote(value) {
      buttons.forEach(function (b) {
        b.disabled = true;
        b.setAttribute("aria-pressed", String(b.classList.contains("gb-vote-" + value)));
      });
      send({ vote: value }).then(function (ok) {
        if (!ok) { buttons.forEach(function (b) { b.disabled = false; b.setAttribute("aria-pressed", "false"); }); return; }
        data.voted = value;
        save();
        if (value === "down") comment();
      });
    }
    function comment() {
      var row = el("div", "gb-comment");
      var id = "gb-c-" + data.request_id;
      var label = el("label", "gb-sr", t.comment);
      label.htmlFor = id;
      var field = el("input");
      field.id = id;
      field.type = "text";
      field.maxLength = 500;
      field.placeholder = t.comment;
      var go = el("button", null, t.sendComment);
      go.type = "button";
      function submit() {
        var text = field.value.trim();
        if (!text) { row.remove(); return; }
        go.disabled = field.disabled = true;
        send({ vote: "down", comment: text }).then(function () { row.remove(); });
      }
      go.addEventListener("click", submit);
      field.addEventListener("keydown", function (e) { if (e.key === "Enter" && !e.isComposing) { e.preventDefault(); submit(); } });
      row.appendChild(label);
      row.appendChild(field);
      row.appendChild(go);
      box.appendChild(row);
      field.focus();
    }
  };

  function HttpError(status, body, retryAfter) {
    this.status = status; this.body = body || {}; this.retryAfter = retryAfter;
  }

  function readError(res) {
    var header = parseFloat(res.headers.get("Retry-After"));
    return res.json().catch(function () { return {}; }).then(function (body) {
      throw new HttpError(res.status, body, body && body.retry_after != null ? Number(body.retry_after) : header);
    });
  }

  function post(url, payload, accept) {
    return fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: accept },
      body: JSON.stringify(payload),
      signal: controller.signal
    });
  }

  function askJson(payload, turn) {
    return post(cfg.api, payload, "application/json").then(function (res) {
      if (!res.ok) return readError(res);
      return res.json().then(function (data) { turn.finish(data); return data; });
    });
  }

  // EventSource cannot POST, so the stream is read with fetch and parsed here (SSE framing:
  // "event:" and "data:" lines, a blank line ends an event).
  function askStream(payload, turn) {
    return post(cfg.stream, payload, "text/event-stream").then(function (res) {
      if (res.status === 404 || res.status === 405 || res.status === 501) return askJson(payload, turn);
      if (!res.ok) return readError(res);
      var type = res.headers.get("Content-Type") || "";
      if (!res.body || type.indexOf("text/event-stream") < 0) return askJson(payload, turn);
      var reader = res.body.getReader();
      var decoder = new TextDecoder();
      var buffer = "", event = "message", data = [], final = null, failure = null;
      function dispatch() {
        if (!data.length) { event = "message"; return; }
        var parsed;
        try { parsed = JSON.parse(data.join("\n")); } catch (e) { parsed = {}; }
        if (event === "meta") turn.meta(parsed);
        else if (event === "token" && typeof parsed.text === "string") turn.append(parsed.text);
        else if (event === "error") failure = parsed;
        else if (event === "done") final = parsed;
        event = "message"; data = [];
      }
      function pump() {
        return reader.read().then(function (chunk) {
          buffer += decoder.decode(chunk.value || new Uint8Array(), { stream: !chunk.done });
          var lines = buffer.split(/\r\n|\r|\n/);
          buffer = chunk.done ? "" : lines.pop();
          lines.forEach(function (line) {
            if (line === "") return dispatch();
            if (line.charAt(0) === ":") return;
            var colon = line.indexOf(":");
            var field = colon < 0 ? line : line.slice(0, colon);
            var value = colon < 0 ? "" : line.slice(colon + 1).replace(/^ /, "");
            if (field === "event") event = value;
            else if (field === "data") data.push(value);
          });
          if (!chunk.done) return pump();
          dispatch();
          if (failure && failure.message) setStatus(String(failure.message));
          if (final) { turn.finish(final); return final; }
          // The stream ended without its "done" event: keep what arrived, or ask the JSON endpoint.
          if (!turn.started) return askJson(payload, turn);
          turn.finish({ response: turn.text, truncated: true });
          return { response: turn.text };
        });
      }
      return pump();
    }, function (err) {
      if (err && err.name === "AbortError") throw err;
      return askJson(payload, turn); // streaming URL unreachable: the JSON one may still answer
    });
  }

  // The conversation survives a click on a source chip (a new page of the same site) through
  // sessionStorage: this tab only, gone when it closes. Storage may be refused (private modes,
  // sandboxed frames): the widget then simply forgets.
  function save() {
    if (!cfg.remember) return;
    try {
      if (turns.length) sessionStorage.setItem(STORE_KEY, JSON.stringify(turns));
      else sessionStorage.removeItem(STORE_KEY);
    } catch (e) { /* storage refused */ }
  }

  function restore() {
    if (!cfg.remember) return;
    var saved;
    try { saved = JSON.parse(sessionStorage.getItem(STORE_KEY) || "[]"); } catch (e) { saved = []; }
    if (!Array.isArray(saved)) return;
    saved.slice(-MAX_HISTORY / 2).forEach(function (turn) {
      if (!turn || typeof turn.question !== "string" || !turn.data || typeof turn.data !== "object") return;
      addMessage("user", turn.question);
      new Turn().finish(turn.data);
      turns.push(turn);
      history.push({ role: "user", content: turn.question }, { role: "assistant", content: String(turn.data.response || "") });
    });
  }

  function blockFor(seconds) {
    blockedUntil = Date.now() + seconds * 1000;
    clearInterval(waitTimer);
    // Count down in the message so the visitor sees when they may ask again.
    waitTimer = setInterval(function () {
      var left = (blockedUntil - Date.now()) / 1000;
      if (left <= 0) { clearInterval(waitTimer); setStatus(""); updateCounter(); return; }
      setStatus(t.limited(waitText(left)));
    }, 1000);
    setStatus(t.limited(waitText(seconds)));
    updateCounter();
  }

  function ask(question) {
    var payload = { question: question, history: history.slice(-MAX_HISTORY) };
    addMessage("user", question);
    // The field empties now, so what the visitor types while the answer streams is kept.
    input.value = "";
    var turn = new Turn();
    busy = true;
    log.setAttribute("aria-busy", "true");
    setStatus("");
    controller = new AbortController();
    var mine = controller;
    updateCounter();
    (cfg.stream ? askStream(payload, turn) : askJson(payload, turn)).then(function (data) {
      history.push({ role: "user", content: question }, { role: "assistant", content: String(data.response || "") });
      history = history.slice(-MAX_HISTORY);
      turns = turns.concat([{ question: question, data: data }]).slice(-MAX_HISTORY / 2);
      save();
    }, function (err) {
      if (err && err.name === "AbortError") return;
      turn.msg.remove();
      log.lastChild && log.lastChild.remove(); // the question goes back to the field, to retry
      if (!input.value.trim()) input.value = question;
      if (err instanceof HttpError && err.status === 429) {
        blockFor(isFinite(err.retryAfter) && err.retryAfter > 0 ? err.retryAfter : 60);
      } else if (err instanceof HttpError) {
        setStatus(err.body.message ? String(err.body.message) : t.failed);
      } else {
        setStatus(t.network);
      }
    }).then(function () {
      if (controller !== mine) return;
      busy = false;
      log.setAttribute("aria-busy", "false");
      updateCounter();
    });
  }

  form.addEventListener("submit", function (e) {
    e.preventDefault();
    var question = input.value.trim();
    if (!question || busy || Date.now() < blockedUntil) return;
    if (question.length > cfg.maxChars) { setStatus(t.tooLong); return; }
    ask(question);
  });
  // Enter sends, Shift+Enter starts a new line.
  input.addEventListener("keydown", function (e) {
    if (e.key === "Enter" && !e.shiftKey && !e.isComposing) { e.preventDefault(); form.requestSubmit(); }
  });
  input.addEventListener("input", updateCounter);
  restart.addEventListener("click", function () {
    if (controller) controller.abort();
    controller = null;
    history = [];
    turns = [];
    save();
    busy = false;
    log.textContent = "";
    log.setAttribute("aria-busy", "false");
    if (Date.now() >= blockedUntil) setStatus("");
    input.value = "";
    updateCounter();
    input.focus();
  });
  restore();
  updateCounter();
})();
