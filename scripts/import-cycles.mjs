#!/usr/bin/env node
// Fails when a Rust module of the workspace imports, directly or through others, a module that
// imports it back: an import circle. `node scripts/import-cycles.mjs [--list]` (npm test runs it;
// `--list` prints every import edge, module by module).
//
// Layers: a crate root whose doc has a `# Module map` (a list of its top-level modules, one
// `- \`name\`` item each, highest first, "each uses only the ones listed below it") is held to
// it: every top-level module must be listed, and an edge from one listed module into another
// must point down the list (the root's own `mod tests` stands with the root, unranked).
// crates/app/src/lib.rs (the app core) and src-tauri/src/lib.rs (its Tauri host) have one.
//
// The module tree of every crate target (src/lib.rs, src/main.rs, src/bin, tests, benches,
// examples) is read from its `mod` declarations, inline modules included. An edge A → B is a
// path in A — in a `use` declaration or in code — that names an item defined in module B (a
// path through a re-export is followed to the module that defines the item, as the compiler
// does). Containment is not an import: a module's own `mod` declarations, and a module's use of
// what one of its ancestors defines (`use super::*` in tests, a crate root's shared types,
// a folder's `mod.rs` facade) are not edges. A module also stands for its subtree: an edge
// from or into one of its submodules is an edge of the module, towards the sibling that holds
// the other end (`limits -> search::reductions` is `limits -> search`), so a folder module and
// a module that import each other through the folder's files are a circle. Circles are the
// strongly connected components of the graph with more than one module. Paths into other
// crates are not edges: Cargo already forbids circles between crates.
// No dependencies: a small tokenizer, not a Rust parser, so macros' bodies are read as code
// and a name in a string or comment never counts.

import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const workspace = join(dirname(fileURLToPath(import.meta.url)), '..');
const listEdges = process.argv.includes('--list');

// ---- Tokens: identifiers, `::`, and single punctuation; comments, strings, chars dropped ----

function tokenize(src) {
  const tokens = [];
  let i = 0;
  const n = src.length;
  while (i < n) {
    const c = src[i];
    if (c === '/' && src[i + 1] === '/') {
      while (i < n && src[i] !== '\n') i++;
    } else if (c === '/' && src[i + 1] === '*') {
      let depth = 1;
      i += 2;
      while (i < n && depth > 0) {
        if (src[i] === '/' && src[i + 1] === '*') (depth++, (i += 2));
        else if (src[i] === '*' && src[i + 1] === '/') (depth--, (i += 2));
        else i++;
      }
    } else if (c === 'r' && /^r#*"/.test(src.slice(i, i + 8)) && !/\w/.test(src[i - 1] ?? '')) {
      const hashes = /^r(#*)"/.exec(src.slice(i))[1];
      const end = src.indexOf('"' + hashes, i + 2 + hashes.length);
      i = end < 0 ? n : end + 1 + hashes.length;
    } else if (c === 'b' && src[i + 1] === '"' && !/\w/.test(src[i - 1] ?? '')) {
      i = skipString(src, i + 1);
    } else if (c === '"') {
      i = skipString(src, i);
    } else if (c === "'") {
      // A char literal ('a', '\n', '\u{1F600}') or a lifetime ('a): skip only the literal.
      const m = /^'(\\u\{[0-9a-fA-F]+\}|\\.|[^\\'])'/u.exec(src.slice(i, i + 12));
      i += m ? m[0].length : 1;
    } else if (/[A-Za-z_]/.test(c)) {
      let j = i + 1;
      while (j < n && /\w/.test(src[j])) j++;
      let word = src.slice(i, j);
      if (word === 'r' && src[j] === '#') {
        // A raw identifier r#type.
        let k = j + 1;
        while (k < n && /\w/.test(src[k])) k++;
        word = src.slice(j + 1, k);
        j = k;
      }
      tokens.push(word);
      i = j;
    } else if (c === ':' && src[i + 1] === ':') {
      tokens.push('::');
      i += 2;
    } else if (/\s/.test(c) || /[0-9]/.test(c)) {
      i++;
    } else {
      tokens.push(c);
      i++;
    }
  }
  return tokens;
}

function skipString(src, i) {
  i++;
  while (i < src.length && src[i] !== '"') i += src[i] === '\\' ? 2 : 1;
  return i + 1;
}

// ---- Modules: the tree of one crate target, each module with its tokens ----

/** A module: its path (`crate::a::b`), its tokens, the children it declares, its items. */
function makeModule(path, file) {
  return { path, file, tokens: [], children: new Map(), items: new Set(), uses: new Map(), globs: [] };
}

/** Reads the file of `module` and its submodules (files and inline) into `modules`. */
function loadFile(module, file, dirForChildren, modules) {
  const tokens = tokenize(readFileSync(file, 'utf8'));
  splitInline(module, tokens, 0, tokens.length, file, dirForChildren, modules);
}

/**
 * Walks tokens[start, end) of `module`: `mod x;` loads a file, `mod x { … }` recurses; every
 * other token belongs to `module`.
 */
function splitInline(module, tokens, start, end, file, dir, modules) {
  modules.set(module.path, module);
  let i = start;
  while (i < end) {
    const t = tokens[i];
    if (t === 'mod' && /^\w+$/.test(tokens[i + 1] ?? '') && (tokens[i + 2] === ';' || tokens[i + 2] === '{')) {
      const name = tokens[i + 1];
      const child = makeModule(`${module.path}::${name}`, file);
      module.children.set(name, child);
      module.items.add(name);
      if (tokens[i + 2] === ';') {
        const candidates = [join(dir, `${name}.rs`), join(dir, name, 'mod.rs')];
        const found = candidates.find((f) => existsSync(f));
        if (found) {
          child.file = found;
          loadFile(child, found, join(dir, name), modules);
        }
        i += 3;
      } else {
        const close = matching(tokens, i + 2, end);
        splitInline(child, tokens, i + 3, close, file, join(dir, name), modules);
        i = close + 1;
      }
      continue;
    }
    module.tokens.push(t);
    i++;
  }
}

/** The index of the `}` closing the `{` at `open`. */
function matching(tokens, open, end) {
  let depth = 0;
  for (let i = open; i < end; i++) {
    if (tokens[i] === '{') depth++;
    else if (tokens[i] === '}' && --depth === 0) return i;
  }
  return end;
}

const ITEM_KEYWORDS = new Set(['struct', 'enum', 'union', 'trait', 'fn', 'type', 'const', 'static', 'macro_rules']);

/** Collects each module's defined item names and its `use` declarations. */
function indexModule(module) {
  const t = module.tokens;
  for (let i = 0; i < t.length; i++) {
    if (ITEM_KEYWORDS.has(t[i])) {
      const name = t[i] === 'macro_rules' ? t[i + 2] : t[i + 1];
      if (name && /^\w+$/.test(name)) module.items.add(name);
    }
    if (t[i] === 'use' && t[i - 1] !== '::') {
      const end = t.indexOf(';', i);
      if (end < 0) break;
      for (const { path, alias, glob } of expandUse(t.slice(i + 1, end))) {
        if (glob) module.globs.push(path);
        else module.uses.set(alias ?? path[path.length - 1], path);
      }
      i = end;
    }
  }
}

/** `a::{b, c::d as e, f::*}` → [{path:[a,b]}, {path:[a,c,d], alias:e}, {path:[a,f], glob}]. */
function expandUse(tokens) {
  const out = [];
  let i = 0;
  const walk = (prefix) => {
    const path = [...prefix];
    while (i < tokens.length) {
      const t = tokens[i];
      if (t === '::') i++;
      else if (t === '{') {
        i++;
        while (i < tokens.length && tokens[i] !== '}') {
          walk(path);
          if (tokens[i] === ',') i++;
        }
        i++;
        return;
      } else if (t === '*') {
        out.push({ path, glob: true });
        i++;
        return;
      } else if (t === ',' || t === '}') {
        if (path.length) out.push({ path: path.at(-1) === 'self' ? path.slice(0, -1) : path });
        return;
      } else if (t === 'as') {
        out.push({ path, alias: tokens[i + 1] });
        i += 2;
        return;
      } else if (/^\w+$/.test(t)) {
        path.push(t);
        i++;
      } else i++;
    }
    if (path.length) out.push({ path: path.at(-1) === 'self' ? path.slice(0, -1) : path });
  };
  walk([]);
  return out.filter((u) => u.path.length > 0);
}

// ---- Resolution: a path named in a module → the module that defines the item ----

function parentPath(path) {
  return path.includes('::') ? path.slice(0, path.lastIndexOf('::')) : null;
}

/** The module a path starts from, and the segments left, or null for another crate. */
function start(modules, from, path) {
  let module = modules.get(from);
  let i = 0;
  if (path[0] === 'crate') return [modules.get('crate'), 1];
  if (path[0] === 'self') i = 1;
  while (path[i] === 'super') {
    module = modules.get(parentPath(module.path)) ?? module;
    i++;
  }
  if (i > 0) return [module, i];
  // A relative path: a child module, or a name this module imports or defines.
  if (module.children.has(path[0]) || module.items.has(path[0])) return [module, 0];
  // A name imported from a crate of the same name (`use quote::quote`) starts a path into that
  // crate, not into the import itself.
  if (module.uses.has(path[0]) && module.uses.get(path[0])[0] !== path[0]) return [module, 0];
  return null;
}

/** The path of the module defining the item `path` names from module `from`, or null. */
function resolve(modules, from, path, seen = new Set()) {
  const key = `${from}|${path.join('::')}`;
  if (seen.has(key)) return null;
  seen.add(key);
  const begun = start(modules, from, path);
  if (!begun) return null;
  let [module, i] = begun;
  for (; i < path.length; i++) {
    const name = path[i];
    const child = module.children.get(name);
    if (child) {
      module = child;
      continue;
    }
    if (module.items.has(name)) return module.path;
    const imported = module.uses.get(name);
    if (imported) {
      const target = resolve(modules, module.path, [...imported, ...path.slice(i + 1)], seen);
      return target ?? module.path;
    }
    for (const glob of module.globs) {
      const target = resolve(modules, module.path, [...glob, ...path.slice(i)], seen);
      if (target) return target;
    }
    return module.path;
  }
  return module.path;
}

/** Every path in a module's tokens: runs of `name :: name :: …` (and `use` trees). */
function pathsIn(module) {
  const t = module.tokens;
  const paths = [];
  for (let i = 0; i < t.length; i++) {
    if (t[i] === 'use' && t[i - 1] !== '::') {
      const end = t.indexOf(';', i);
      for (const u of expandUse(t.slice(i + 1, end < 0 ? t.length : end))) paths.push(u.path);
      i = end < 0 ? t.length : end;
      continue;
    }
    if (/^\w+$/.test(t[i]) && t[i + 1] === '::' && t[i - 1] !== '::') {
      const path = [t[i]];
      let j = i + 1;
      while (t[j] === '::' && /^\w+$/.test(t[j + 1] ?? '')) {
        path.push(t[j + 1]);
        j += 2;
      }
      paths.push(path);
      i = j - 1;
    }
  }
  return paths;
}

// ---- Crate targets of the workspace ----

function crateDirs(root) {
  const dirs = existsSync(join(root, 'src-tauri')) ? [join(root, 'src-tauri')] : [];
  const crates = join(root, 'crates');
  for (const name of existsSync(crates) ? readdirSync(crates) : []) {
    if (existsSync(join(crates, name, 'Cargo.toml'))) dirs.push(join(crates, name));
  }
  return dirs;
}

function targets(dir) {
  const roots = [];
  for (const f of ['src/lib.rs', 'src/main.rs', 'build.rs']) {
    if (existsSync(join(dir, f))) roots.push(join(dir, f));
  }
  for (const sub of ['src/bin', 'tests', 'benches', 'examples']) {
    const d = join(dir, sub);
    if (!existsSync(d)) continue;
    for (const name of readdirSync(d)) {
      const f = join(d, name);
      if (name.endsWith('.rs')) roots.push(f);
      else if (statSync(f).isDirectory() && existsSync(join(f, 'main.rs'))) roots.push(join(f, 'main.rs'));
    }
  }
  return roots;
}

// ---- Strongly connected components (Tarjan) ----

function circles(graph) {
  let index = 0;
  const stack = [];
  const info = new Map();
  const found = [];
  const visit = (v) => {
    info.set(v, { index, low: index, on: true });
    index++;
    stack.push(v);
    for (const w of graph.get(v) ?? []) {
      if (!info.has(w)) {
        visit(w);
        info.get(v).low = Math.min(info.get(v).low, info.get(w).low);
      } else if (info.get(w).on) {
        info.get(v).low = Math.min(info.get(v).low, info.get(w).index);
      }
    }
    if (info.get(v).low === info.get(v).index) {
      const component = [];
      let w;
      do {
        w = stack.pop();
        info.get(w).on = false;
        component.push(w);
      } while (w !== v);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!info.has(v)) visit(v);
  return found;
}

// ---- Folders: an edge into or out of a module's subtree is an edge of the module ----

/**
 * A module stands for its whole subtree (a folder module and its files): for every edge
 * A → B, with C the closest module containing both, the edge between the children of C
 * that hold A and B. So `limits -> search::reductions` with `search -> limits` is a
 * circle between `limits` and `search`, which the edges between single files do not show.
 */
function liftedEdges(graph) {
  const lifted = new Map();
  for (const [from, tos] of graph) {
    for (const to of tos) {
      const a = from.split('::');
      const b = to.split('::');
      let common = 0;
      while (common < a.length && common < b.length && a[common] === b[common]) common++;
      // One contains the other: containment, or a module using its own submodule.
      if (common === a.length || common === b.length) continue;
      const outer = a.slice(0, common + 1).join('::');
      const inner = b.slice(0, common + 1).join('::');
      if (outer === from && inner === to) continue;
      if (!lifted.has(outer)) lifted.set(outer, new Set());
      lifted.get(outer).add(inner);
    }
  }
  return new Map([...lifted].map(([from, tos]) => [from, [...tos]]));
}

/** The edges between single modules that make the folder-level edge `a -> b`. */
function liftedBy(graph, a, b) {
  const inside = (path, root) => path === root || path.startsWith(`${root}::`);
  const parts = [];
  for (const [from, tos] of graph) {
    if (!inside(from, a)) continue;
    for (const to of tos) if (inside(to, b)) parts.push(`${from} -> ${to}`);
  }
  return `through ${parts.join(', ')}`;
}

// ---- Layers: the module map of a crate root's doc ----

/**
 * The top-level modules named by the `# Module map` list in the doc comment of `file`, highest
 * first; null when the doc has no module map.
 */
function moduleMap(file) {
  const doc = readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('//!'))
    .map((line) => line.slice(3).trim());
  const start = doc.findIndex((line) => /^#+\s*Module map/i.test(line));
  if (start < 0) return null;
  const order = [];
  for (const line of doc.slice(start + 1)) {
    if (/^#/.test(line)) break;
    const m = /^- \[?`(\w+)`/.exec(line);
    if (m) order.push(m[1]);
  }
  return order;
}

/** The edges of `graph` that go up `order` (or leave it), and the modules it does not list. */
function layerViolations(graph, modules, order) {
  const rank = new Map(order.map((name, i) => [name, i]));
  const top = (path) => path.split('::')[1];
  const problems = [];
  for (const name of modules.get('crate').children.keys()) {
    // The crate root's own tests stand with the root, above every layer.
    if (name !== 'tests' && !rank.has(name)) problems.push(`crate::${name} is not in the module map`);
  }
  for (const [from, tos] of graph) {
    const a = top(from);
    if (a === undefined || !rank.has(a)) continue;
    for (const to of tos) {
      const b = top(to);
      if (b === undefined || b === a || !rank.has(b)) continue;
      if (rank.get(b) < rank.get(a)) problems.push(`${from} -> ${to} points up the module map (${b} is above ${a})`);
    }
  }
  return problems;
}

// ---- Main ----

/** The import graph of every crate target under `root`, and its circles. */
function scan(root) {
  const found = [];
  const upward = [];
  let moduleCount = 0;
  for (const dir of crateDirs(root)) {
    for (const rootFile of targets(dir)) {
      const modules = new Map();
      const top = makeModule('crate', rootFile);
      loadFile(top, rootFile, dirname(rootFile), modules); // a crate root's modules sit beside it
      for (const m of modules.values()) indexModule(m);
      const graph = new Map();
      for (const m of modules.values()) {
        const targetsOf = new Set();
        for (const path of pathsIn(m)) {
          const target = resolve(modules, m.path, path);
          // What an ancestor defines is what contains this module, not an import of it.
          if (target && target !== m.path && !m.path.startsWith(`${target}::`)) targetsOf.add(target);
        }
        graph.set(m.path, [...targetsOf].sort());
      }
      const lifted = liftedEdges(graph);
      moduleCount += modules.size;
      const where = relative(root, rootFile);
      if (listEdges) {
        for (const [from, to] of graph) if (to.length) console.log(`${where} ${from} -> ${to.join(', ')}`);
      }
      const order = moduleMap(rootFile);
      if (order) for (const problem of layerViolations(graph, modules, order)) upward.push(`${where}: ${problem}`);
      const whole = new Map([...graph].map(([from, tos]) => [from, [...new Set([...tos, ...(lifted.get(from) ?? [])])].sort()]));
      for (const component of circles(whole)) {
        const edges = component
          .flatMap((a) =>
            whole
              .get(a)
              .filter((b) => component.includes(b))
              .map((b) => (graph.get(a).includes(b) ? `${a} -> ${b}` : `${a} -> ${b} (${liftedBy(graph, a, b)})`)),
          )
          .join('; ');
        found.push({ where, component, edges });
      }
    }
  }
  return { found, upward, moduleCount };
}

/**
 * The checker on a small workspace it writes: it must find the circle through a re-export, the
 * circle between a module and a folder module through one of its files, and nothing in the
 * clean crate (containment, globs, a path in a string or a comment, a name imported from a
 * crate of the same name).
 */
function selfTest() {
  const dir = mkdtempSync(join(tmpdir(), 'import-cycles-'));
  const write = (path, text) => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  };
  write('crates/clean/Cargo.toml', '');
  write('crates/clean/src/lib.rs', 'mod a;\nmod b;\npub use a::A;\npub struct Root;\n');
  write('crates/clean/src/a.rs', 'use crate::Root;\npub struct A(Root);\n#[cfg(test)]\nmod tests { use super::*; }\n');
  write(
    'crates/clean/src/b.rs',
    'use crate::A; // not crate::b\nuse ext::{ext, f};\nconst S: &str = "crate::b::B";\npub fn b(_: A) { ext::g(); }\n',
  );
  write('crates/tangled/Cargo.toml', '');
  write('crates/tangled/src/lib.rs', 'mod x;\nmod y;\npub use y::Y;\n');
  write('crates/tangled/src/x.rs', 'pub struct X(crate::Y);\n');
  write('crates/tangled/src/y.rs', 'use super::x::{self, X};\npub struct Y;\npub fn f(_: X) {}\n');
  write('crates/folded/Cargo.toml', '');
  write('crates/folded/src/lib.rs', 'mod limits;\nmod search;\n');
  write('crates/folded/src/limits.rs', 'pub struct L(crate::search::reductions::R);\n');
  write('crates/folded/src/search/mod.rs', 'pub mod reductions;\nuse crate::limits::L;\npub fn s(_: L) {}\n');
  write('crates/folded/src/search/reductions.rs', 'pub struct R;\n');
  write('crates/layered/Cargo.toml', '');
  write(
    'crates/layered/src/lib.rs',
    '//! # Module map\n//! - [`high`]: uses low.\n//! - `low`: uses nothing.\nmod high;\nmod low;\nmod unlisted;\n',
  );
  write('crates/layered/src/high.rs', 'use crate::low::L;\npub struct H(L);\n');
  write('crates/layered/src/low.rs', 'pub struct L;\npub fn up(_: crate::high::H) {}\n');
  write('crates/layered/src/unlisted.rs', '');
  const { found, upward } = scan(dir);
  rmSync(dir, { recursive: true, force: true });
  const got = found.map((f) => `${f.where}: ${f.component.join(', ')}`);
  const want = [
    'crates/folded/src/lib.rs: crate::limits, crate::search',
    'crates/layered/src/lib.rs: crate::high, crate::low',
    'crates/tangled/src/lib.rs: crate::x, crate::y',
  ];
  const wantUpward = [
    'crates/layered/src/lib.rs: crate::unlisted is not in the module map',
    'crates/layered/src/lib.rs: crate::low -> crate::high points up the module map (high is above low)',
  ];
  if (JSON.stringify(got) !== JSON.stringify(want) || JSON.stringify(upward) !== JSON.stringify(wantUpward)) {
    console.error(
      `self-test failed: found ${JSON.stringify(got)} and ${JSON.stringify(upward)}, ` +
        `expected ${JSON.stringify(want)} and ${JSON.stringify(wantUpward)}`,
    );
    process.exit(1);
  }
}

selfTest();
const { found, upward, moduleCount } = scan(workspace);
for (const { where, component, edges } of found) {
  console.error(`import circle in ${where}: ${component.join(', ')} (${edges})`);
}
for (const problem of upward) console.error(problem);
if (found.length > 0) {
  console.error(`${found.length} import circle(s): move the shared part into a module both can import`);
}
if (upward.length > 0) {
  console.error(`${upward.length} module-map problem(s): import only modules listed below, list every module`);
}
if (found.length > 0 || upward.length > 0) process.exit(1);
console.log(
  `no import circle among ${moduleCount} modules, every edge down its crate's module map ` +
    '(and the self-test found its planted circle and upward edge)',
);
