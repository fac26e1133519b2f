// The checks of every message the core's worker (./core-worker.ts) receives, before any of it reaches
// the WebAssembly core: the message's shape, each field's type and size. A message that fails
// them is answered with a clear error (to its call when it names one) and never reaches the
// core, which goes on with its games: a wrong type handed to the core's `call`, or a string
// larger than its memory can take, would stop it for good.
import type { ToWorker } from '../lib/transport/protocol';

/** The longest command name (the longest the core has is under 40 characters). */
export const MAX_NAME_CHARS = 64;
/** The largest arguments' JSON a call may carry: an imported text (at most 1 MiB, the core's
 * MAX_IMPORT_BYTES) written as JSON, where each character may take up to six. */
export const MAX_ARGS_CHARS = 8 * 1024 * 1024;
/** The largest text a page's reply may carry (an opened file: at most 1 MiB, page-files.ts). */
export const MAX_REPLY_CHARS = 2 * 1024 * 1024;
/** The longest reason a page's reply may give. */
export const MAX_ERROR_CHARS = 4096;
/** The most search workers the page may ask an analysis to use. */
export const MAX_SEARCH_WORKERS = 16;

/** A message that passed, or why it did not; `id` is the call it answers, when it names one
 * that can be answered. */
export type Checked = { ok: true; message: ToWorker } | { ok: false; id: number | null; reason: string };

/** Whether `id` is a call's or a reply's number: a whole number from 1 to 2^53 - 1. */
export function isId(id: unknown): id is number {
  return typeof id === 'number' && Number.isSafeInteger(id) && id >= 1;
}

/** What is wrong with `value` as a string of at most `max` characters, or null. */
function badString(field: string, value: unknown, max: number): string | null {
  if (typeof value !== 'string') return `${field} must be a string, not ${kindOf(value)}`;
  if (value.length > max) return `${field} is ${value.length} characters long: at most ${max}`;
  return null;
}

/** A value's kind, for the error (never the value itself: it may be huge). */
function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

/** Checks a message posted to the core's worker (see ../lib/transport/protocol's ToWorker). */
export function checkMessage(data: unknown): Checked {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return { ok: false, id: null, reason: `a message must be an object, not ${kindOf(data)}` };
  }
  const m = data as Record<string, unknown>;
  const id = isId(m['id']) ? m['id'] : null;
  const refuse = (reason: string): Checked => ({ ok: false, id, reason });
  if (m['type'] === 'call') {
    if (id === null) return refuse('a call needs an id, a whole number from 1 to 2^53 - 1');
    const bad = badString('the command name', m['name'], MAX_NAME_CHARS) ?? badString('the arguments', m['argsJson'], MAX_ARGS_CHARS);
    if (bad !== null) return refuse(bad);
    if (!/^[a-z][a-z0-9_]*$/.test(m['name'] as string)) return refuse('the command name must be a command’s name (a-z, 0-9, _)');
    try {
      const args: unknown = JSON.parse(m['argsJson'] as string);
      if (args !== null && (typeof args !== 'object' || Array.isArray(args))) {
        return refuse(`the arguments must be a JSON object or null, not ${kindOf(args)}`);
      }
    } catch {
      return refuse('the arguments are not JSON');
    }
    return { ok: true, message: { type: 'call', id, name: m['name'] as string, argsJson: m['argsJson'] as string } };
  }
  if (m['type'] === 'page-reply') {
    if (id === null) return refuse('a page reply needs the id of the request it answers');
    if (typeof m['ok'] !== 'boolean') return refuse(`a page reply's ok must be true or false, not ${kindOf(m['ok'])}`);
    const value = m['value'];
    if (value !== undefined && value !== null && typeof value !== 'boolean') {
      const bad = badString('the reply’s value', value, MAX_REPLY_CHARS);
      if (bad !== null) return refuse(bad);
    }
    if (m['error'] !== undefined) {
      const bad = badString('the reply’s error', m['error'], MAX_ERROR_CHARS);
      if (bad !== null) return refuse(bad);
    }
    return {
      ok: true,
      message: {
        type: 'page-reply',
        id,
        ok: m['ok'],
        ...(value !== undefined ? { value: value as boolean | string | null } : {}),
        ...(m['error'] !== undefined ? { error: m['error'] as string } : {}),
      },
    };
  }
  if (m['type'] === 'hold') return { ok: true, message: { type: 'hold' } };
  if (m['type'] === 'search-workers') {
    const count = m['count'];
    if (typeof count !== 'number' || !Number.isSafeInteger(count) || count < 1 || count > MAX_SEARCH_WORKERS) {
      return refuse(`the search workers' count must be a whole number from 1 to ${MAX_SEARCH_WORKERS}`);
    }
    return { ok: true, message: { type: 'search-workers', count } };
  }
  const type = typeof m['type'] === 'string' ? `"${(m['type'] as string).slice(0, 40)}"` : kindOf(m['type']);
  return refuse(`unknown message type ${type}: expected "call", "page-reply", "search-workers" or "hold"`);
}
