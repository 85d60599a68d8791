// The review page's script (GET /review/review.js): plain browser JavaScript, no build step. It reads the
// open cases (/cases), each pair's stored records masked (/decision) and its gate (/explain), reveals one
// pair's values only on an explicit click (GET /decision/{id}?reveal=true, refused when the operator
// switched reveal off), and records the analyst's answer with POST /settle. Every value is written with
// textContent, never as HTML.
const PAGE = 20;
const OUTCOME_WORDS = { merge: 'merge', keep_apart: 'keep apart', need_more: 'need more' };
let nextCursor = null;

const $ = (selector, root = document) => root.querySelector(selector);

function el(tag, text, className) {
  const node = document.createElement(tag);
  if (text !== undefined && text !== null) node.textContent = String(text);
  if (className) node.className = className;
  return node;
}

/** Calls the service; resolves to the JSON answer, rejects with the answer's detail. */
async function api(method, path, body) {
  const init = { method, headers: {} };
  if (body instanceof FormData) init.body = body;
  else if (body !== undefined) {
    init.body = JSON.stringify(body);
    init.headers['content-type'] = 'application/json';
  }
  const res = await fetch(path, init);
  let json = null;
  try {
    json = await res.json();
  } catch {
    json = null;
  }
  if (!res.ok) throw new Error(json && typeof json.detail === 'string' ? json.detail : `${res.status} ${res.statusText}`);
  return json;
}

function setStatus(node, text, isError) {
  node.textContent = text;
  node.classList.toggle('error', Boolean(isError));
}

function shown(value) {
  if (value === null || value === undefined) return '—';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** Field → value of a stored record (a text record shows as one `text` field; an erased one says when). */
function fieldsOf(record) {
  if (!record) return {};
  if (record.erased_at) return { 'values erased': record.erased_at };
  if (record.attributes && typeof record.attributes === 'object') return record.attributes;
  if (typeof record.text === 'string') return { text: record.text };
  return {};
}

function renderValues(card, records, revealed) {
  const a = fieldsOf(records?.a);
  const b = fieldsOf(records?.b);
  const names = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  for (const [side, own] of [['a', a], ['b', b]]) {
    const dl = $(`.side[data-side="${side}"] .values`, card);
    dl.replaceChildren();
    for (const name of names) {
      const value = el('dd', name in own ? shown(own[name]) : '—');
      // Only revealed values are compared: two masks can look alike while the values differ.
      if (revealed && name in a && name in b && shown(a[name]).toLowerCase() !== shown(b[name]).toLowerCase()) value.classList.add('differs');
      dl.append(el('dt', name), value);
    }
  }
}

function renderFactors(card, c) {
  const body = $('.factors tbody', card);
  const supporting = new Set(c.supporting);
  const refuting = new Set(c.refuting);
  for (const [name, score] of Object.entries(c.factors).sort((x, y) => y[1] - x[1])) {
    const row = el('tr');
    const label = el('td', name, supporting.has(name) ? 'supporting' : refuting.has(name) ? 'refuting' : '');
    const meter = el('div', null, 'meter');
    const fill = el('span');
    fill.style.width = `${Math.round(Math.max(0, Math.min(1, score)) * 100)}%`;
    meter.append(fill);
    const bar = el('td', null, 'bar');
    bar.append(meter);
    row.append(label, bar, el('td', score.toFixed(2)));
    body.append(row);
  }
  const settle = $('.would-resolve', card);
  if (c.would_resolve.length === 0) settle.append(el('li', 'no identifying field is missing'));
  for (const f of c.would_resolve) settle.append(el('li', f));
}

function renderGate(card, gate) {
  const dl = $('.gate', card);
  dl.replaceChildren();
  for (const [name, value] of Object.entries(gate)) dl.append(el('dt', name.replaceAll('_', ' ')), el('dd', shown(value)));
}

function buildCase(c) {
  const card = $('#case-template').content.firstElementChild.cloneNode(true);
  card.dataset.decision = c.decision_id;
  $('.score', card).textContent = `score ${c.score.toFixed(3)}`;
  $('.decision-id', card).textContent = c.decision_id;
  $('.explanation', card).textContent = c.explanation;
  $('.side[data-side="a"] .record-id', card).textContent = c.record_a;
  $('.side[data-side="b"] .record-id', card).textContent = c.record_b;
  renderFactors(card, c);
  const result = $('.result', card);
  api('GET', `/decision/${encodeURIComponent(c.decision_id)}`)
    .then((d) => renderValues(card, d.records, false))
    .catch((err) => setStatus(result, err.message, true));
  api('GET', `/explain/${encodeURIComponent(c.decision_id)}`)
    .then((x) => renderGate(card, x.gate || {}))
    .catch((err) => setStatus(result, err.message, true));

  const reveal = $('.reveal', card);
  if (document.body.dataset.reveal === 'off') {
    reveal.disabled = true;
    reveal.textContent = 'Reveal is switched off on this service';
  } else {
    let revealed = false;
    reveal.addEventListener('click', async () => {
      try {
        const d = await api('GET', `/decision/${encodeURIComponent(c.decision_id)}${revealed ? '' : '?reveal=true'}`);
        revealed = !revealed;
        renderValues(card, d.records, revealed);
        reveal.textContent = revealed ? 'Mask values' : 'Reveal values';
        card.classList.toggle('revealed', revealed);
      } catch (err) {
        setStatus(result, err.message, true);
      }
    });
  }
  for (const button of card.querySelectorAll('.decide')) {
    button.addEventListener('click', () => decide(card, c, button.dataset.outcome));
  }
  return card;
}

async function decide(card, c, outcome) {
  const buttons = card.querySelectorAll('.decide');
  const result = $('.result', card);
  for (const b of buttons) b.disabled = true;
  try {
    const answer = await api('POST', '/settle', { decision_id: c.decision_id, outcome });
    result.replaceChildren();
    result.classList.remove('error');
    const link = el('a', answer.decision_id);
    link.href = `/decision/${encodeURIComponent(answer.decision_id)}`;
    result.append(`${answer.analyst} decided ${OUTCOME_WORDS[outcome]}: stored as `, link, `, superseding ${answer.supersedes}.`);
    if (outcome === 'need_more') result.append(' The pair stays in the queue under the new decision.');
    card.classList.add('settled');
    card.dataset.settledAs = answer.decision_id;
    refreshCount();
  } catch (err) {
    setStatus(result, err.message, true);
    for (const b of buttons) b.disabled = false;
  }
}

async function refreshCount() {
  try {
    const page = await api('GET', '/cases?limit=1');
    $('#case-count').textContent = `(${page.count})`;
  } catch {
    $('#case-count').textContent = '';
  }
}

async function loadCases(reset) {
  const status = $('#cases-status');
  if (reset) {
    nextCursor = null;
    $('#queue').replaceChildren();
  }
  try {
    const query = nextCursor === null ? `limit=${PAGE}` : `limit=${PAGE}&cursor=${encodeURIComponent(nextCursor)}`;
    const page = await api('GET', `/cases?${query}`);
    $('#case-count').textContent = `(${page.count})`;
    for (const c of page.cases) $('#queue').append(buildCase(c));
    nextCursor = page.next_cursor;
    $('#more').hidden = nextCursor === null;
    setStatus(status, page.count === 0 ? 'No pair is waiting for review.' : `${page.count} pair${page.count === 1 ? '' : 's'} waiting for review.`, false);
  } catch (err) {
    setStatus(status, err.message, true);
  }
}

// ---- documents -------------------------------------------------------------------------------------

function table(headings, rows) {
  const t = el('table');
  const head = el('tr');
  for (const h of headings) head.append(el('th', h));
  t.append(head);
  for (const r of rows) {
    const tr = el('tr');
    for (const cell of r) tr.append(el('td', shown(cell)));
    t.append(tr);
  }
  return t;
}

function renderPack(answer) {
  const pack = answer && typeof answer.review === 'object' && answer.review !== null ? answer.review : answer;
  const out = $('#pack');
  out.replaceChildren();
  if (!pack || !Array.isArray(pack.proposed_fields) || !Array.isArray(pack.decisions)) {
    throw new Error('this is not a /documents answer or review pack (it has no proposed_fields and decisions)');
  }
  out.append(el('h3', `Review pack (${shown(pack.entity)})`));
  out.append(el('h3', 'Proposed fields'));
  out.append(table(['document', 'field', 'value', 'confidence'], pack.proposed_fields.map((f) => [f.document, f.field, f.value, f.confidence])));
  out.append(el('h3', 'Pair decisions'));
  out.append(table(['a', 'b', 'identity', 'score', 'decision'], pack.decisions.map((d) => [d.a, d.b, d.identity, d.score, d.decision_id])));
  if (Array.isArray(pack.unlinked) && pack.unlinked.length > 0) out.append(el('h3', 'Unlinked'), el('p', pack.unlinked.join(', ')));
  const errs = Object.entries(pack.errors || {});
  if (errs.length > 0) {
    out.append(el('h3', 'Errors'));
    out.append(table(['document', 'error'], errs));
  }
}

async function upload(event) {
  event.preventDefault();
  const status = $('#documents-status');
  const files = $('#files').files;
  if (files.length === 0) return setStatus(status, 'Choose one or more files first.', true);
  const form = new FormData();
  for (const f of files) form.append('files', f, f.name);
  form.append('entity', $('#entity').value);
  form.append('store', $('#store').checked ? 'true' : 'false');
  setStatus(status, 'Reading the documents…', false);
  try {
    const answer = await api('POST', '/documents', form);
    renderPack(answer);
    setStatus(status, answer.recorded ? 'Review pack built and its pair decisions stored; pairs held for review join the case queue.' : 'Review pack built (not stored).', false);
    if (answer.recorded) loadCases(true);
  } catch (err) {
    setStatus(status, err.message, true);
  }
}

async function openSaved() {
  const status = $('#documents-status');
  const file = $('#saved').files[0];
  if (!file) return;
  try {
    renderPack(JSON.parse(await file.text()));
    setStatus(status, `Opened a saved review pack (${file.size} bytes).`, false);
  } catch (err) {
    setStatus(status, err.message, true);
  }
}

function showTab(name) {
  for (const tab of document.querySelectorAll('.tab')) tab.setAttribute('aria-selected', String(tab.dataset.tab === name));
  for (const panel of document.querySelectorAll('.panel')) panel.hidden = panel.id !== name;
}

document.addEventListener('DOMContentLoaded', () => {
  for (const tab of document.querySelectorAll('.tab')) tab.addEventListener('click', () => showTab(tab.dataset.tab));
  $('#more').addEventListener('click', () => loadCases(false));
  $('#upload').addEventListener('submit', upload);
  $('#saved').addEventListener('change', openSaved);
  loadCases(true);
});
