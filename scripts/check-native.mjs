#!/usr/bin/env node
// What the native projects must keep, checked by reading them: neither the Android SDK nor Xcode
// is on the development machine, so nothing here can be built, but each of these is a line in a
// file that a regenerated template or a hurried edit would lose (docs/mobile.md, The native
// projects, says why each is there). Fails naming every problem; prints one line when all hold.
//   node scripts/check-native.mjs
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const android = 'src-tauri/gen/android/app';
const problems = [];
/** The text of `path`, or '' (and a problem) when it is missing. */
function read(path) {
  if (existsSync(join(root, path))) return readFileSync(join(root, path), 'utf8');
  problems.push(`${path}: missing`);
  return '';
}
const fail = (path, what) => problems.push(`${path}: ${what}`);
const sameSet = (a, b) => a.length === b.length && [...a].sort().join() === [...b].sort().join();
/** XML without its comments, so that a commented-out line does not count. */
const xml = (path) => read(path).replace(/<!--[\s\S]*?-->/g, '');

function files(dir, ending) {
  const out = [];
  for (const name of readdirSync(join(root, dir))) {
    const path = `${dir}/${name}`;
    if (statSync(join(root, path)).isDirectory()) {
      if (name !== 'target' && name !== 'node_modules' && name !== 'build') {
        out.push(...files(path, ending));
      }
    } else if (name.endsWith(ending)) out.push(path);
  }
  return out;
}

// The app's languages, from the UI's catalogue list.
const languages = JSON.parse(
  (/export const LANGUAGES = (\[[^\]]*\])/.exec(read('ui/src/lib/i18n/types.ts'))?.[1] ?? '[]')
    .replace(/'/g, '"'),
);
if (languages.length === 0) fail('ui/src/lib/i18n/types.ts', 'no LANGUAGES found');

// --- iOS: Info.ios.plist ------------------------------------------------------------------
{
  const path = 'src-tauri/Info.ios.plist';
  const plist = xml(path);
  // 1. The scene life cycle, one scene (tao answers the configuration itself).
  const scene = /<key>UIApplicationSceneManifest<\/key>\s*<dict>([\s\S]*?)<\/dict>/.exec(plist);
  if (!scene) fail(path, 'no UIApplicationSceneManifest dictionary');
  else if (!/<key>UIApplicationSupportsMultipleScenes<\/key>\s*<false\/>/.test(scene[1])) {
    fail(path, 'UIApplicationSceneManifest lacks UIApplicationSupportsMultipleScenes = false');
  }
  // 2. The languages.
  const list = /<key>CFBundleLocalizations<\/key>\s*<array>([\s\S]*?)<\/array>/.exec(plist);
  const declared = [...(list?.[1] ?? '').matchAll(/<string>([^<]*)<\/string>/g)].map((m) => m[1]);
  if (!sameSet(declared, languages)) {
    fail(path, `CFBundleLocalizations is [${declared}], the app speaks [${languages}]`);
  }
}

// --- Android: the manifests ---------------------------------------------------------------
const mainManifest = `${android}/src/main/AndroidManifest.xml`;
const manifest = xml(mainManifest);
const application = /<application\b([^>]*)>/.exec(manifest)?.[1] ?? '';
const attribute = (tag, name) => new RegExp(`android:${name}="([^"]*)"`).exec(tag)?.[1];
{
  // 2. Android 13's per-app language list.
  const config = attribute(application, 'localeConfig');
  if (config !== '@xml/locales_config') fail(mainManifest, 'no android:localeConfig="@xml/locales_config"');
  const path = `${android}/src/main/res/xml/locales_config.xml`;
  const locales = existsSync(join(root, path))
    ? [...xml(path).matchAll(/<locale android:name="([^"]*)"/g)].map((m) => m[1])
    : [];
  if (!sameSet(locales, languages)) fail(path, `lists [${locales}], the app speaks [${languages}]`);

  // 3. The keyboard's inset reaches the page.
  const activity = /<activity\b([^>]*)>/.exec(manifest)?.[1] ?? '';
  if (!(attribute(activity, 'windowSoftInputMode') ?? '').includes('adjustResize')) {
    fail(mainManifest, 'MainActivity lacks android:windowSoftInputMode="adjustResize"');
  }
  const bridgePath = `${android}/src/main/java/app/tipgobble/TipGobbleAndroid.kt`;
  const bridge = read(bridgePath);
  if (!bridge.includes('WindowInsetsCompat.Type.ime()') || !bridge.includes('"keyboard":')) {
    fail(bridgePath, "does not pass the keyboard's ime() inset to the page as \"keyboard\"");
  }
  const page = read('ui/src/lib/native-insets.ts');
  if (!page.includes("'--native-keyboard'")) fail('ui/src/lib/native-insets.ts', 'sets no --native-keyboard');

  // 6. No network in release builds.
  const internet = /<uses-permission\b[^>]*android\.permission\.INTERNET[^>]*>/;
  if (internet.test(manifest)) fail(mainManifest, 'asks for INTERNET (only src/debug may)');
  const debug = `${android}/src/debug/AndroidManifest.xml`;
  if (!existsSync(join(root, debug)) || !internet.test(xml(debug))) {
    fail(debug, 'no INTERNET for `tauri android dev`');
  }
  const release = `${android}/src/release/AndroidManifest.xml`;
  const removal = existsSync(join(root, release)) ? internet.exec(xml(release))?.[0] ?? '' : '';
  if (!removal.includes('tools:node="remove"')) {
    fail(release, 'does not remove INTERNET (tools:node="remove")');
  }

  // 7. Backups: the saved games with their log and both settings files, nothing else.
  const database = constant('DATABASE_FILE');
  const settings = constant('SETTINGS_FILE');
  const wanted = database && settings
    ? [database, `${database}-wal`, settings, settings.replace(/\.json$/, '.last-good.json')]
    : [];
  for (const [attr, file, sections] of [
    ['dataExtractionRules', 'data_extraction_rules', ['cloud-backup', 'device-transfer']],
    ['fullBackupContent', 'backup_rules', ['full-backup-content']],
  ]) {
    if (attribute(application, attr) !== `@xml/${file}`) {
      fail(mainManifest, `no android:${attr}="@xml/${file}"`);
    }
    const path = `${android}/src/main/res/xml/${file}.xml`;
    if (!existsSync(join(root, path))) {
      fail(path, 'missing');
      continue;
    }
    const rules = xml(path);
    for (const section of sections) {
      const body = new RegExp(`<${section}>([\\s\\S]*?)</${section}>`).exec(rules)?.[1] ?? '';
      const included = [...body.matchAll(/<include domain="root" path="([^"]*)"/g)].map((m) => m[1]);
      if (/<include\b(?![^>]*domain="root")/.test(body)) fail(path, `${section}: an include outside "root"`);
      if (!sameSet(included, wanted)) {
        fail(path, `${section} includes [${included}], should be exactly [${wanted}]`);
      }
    }
  }

  // 9. The template's leftovers stay out.
  for (const gone of ['src/main/res/layout/activity_main.xml', 'src/main/res/xml/file_paths.xml']) {
    if (existsSync(join(root, android, gone))) fail(`${android}/${gone}`, "the template's, unused");
  }
  if (/FileProvider/.test(manifest)) fail(mainManifest, "the template's FileProvider, unused");
  if (/LEANBACK|android\.software\.leanback/.test(manifest)) {
    fail(mainManifest, "the template's Android TV entry (the app is not made for TV)");
  }
  const colours = xml(`${android}/src/main/res/values/colors.xml`);
  if (/purple|teal/.test(colours)) fail(`${android}/src/main/res/values/colors.xml`, "the template's colours");
}

/** The string value of `const NAME: &str = "…"` in the app's Rust code (wherever it lives). */
function constant(name) {
  const pattern = new RegExp(`const ${name}: &str = "([^"]*)"`);
  for (const path of [...files('src-tauri', '.rs'), ...files('crates', '.rs')]) {
    const value = pattern.exec(read(path))?.[1];
    if (value) return value;
  }
  fail('src-tauri', `no \`const ${name}: &str\` in the Rust code`);
  return undefined;
}

// --- 4. Release minification keeps the JavaScript bridge --------------------------------
{
  const gradlePath = `${android}/build.gradle.kts`;
  const gradle = read(gradlePath);
  const releaseBlock = /getByName\("release"\)\s*\{([\s\S]*?)\n {8}\}/.exec(gradle)?.[1] ?? '';
  if (!releaseBlock.includes('getDefaultProguardFile("proguard-android-optimize.txt")')) {
    fail(gradlePath, 'the release build does not load proguard-android-optimize.txt');
  }
  const rulesPath = `${android}/proguard-rules.pro`;
  const rules = read(rulesPath).replace(/#.*$/gm, '');
  if (!/-keepattributes[^\n]*RuntimeVisibleAnnotations/.test(rules)) {
    fail(rulesPath, 'no -keepattributes RuntimeVisibleAnnotations (the WebView reads the annotation)');
  }
  // Every class with @JavascriptInterface methods is kept with them.
  for (const path of files(`${android}/src`, '.kt')) {
    const source = read(path);
    if (!source.includes('@JavascriptInterface')) continue;
    const pkg = /^package ([\w.]+)/m.exec(source)?.[1];
    const cls = /^(?:\w+ )*class (\w+)/m.exec(source)?.[1];
    const name = `${pkg}.${cls}`.replace(/\./g, '\\.');
    const keep = new RegExp(
      `-keep(classmembers)? class ${name}\\s*\\{[^}]*@android\\.webkit\\.JavascriptInterface[^}]*<methods>`,
    );
    if (!keep.test(rules)) fail(rulesPath, `no keep rule for the @JavascriptInterface methods of ${pkg}.${cls}`);
  }
}

// --- 10. `tauri android dev` from a fresh clone builds the UI first -----------------------
{
  const path = 'src-tauri/tauri.conf.json';
  const before = JSON.parse(read(path))?.build?.beforeDevCommand;
  if (before?.script !== 'npm run ui:build' || before?.wait !== true) {
    fail(path, 'build.beforeDevCommand is not { "script": "npm run ui:build", "wait": true }');
  }
}

if (problems.length) {
  for (const problem of problems) console.error(`check-native: ${problem}`);
  console.error('(docs/mobile.md, The native projects, says why each is needed)');
  process.exit(1);
}
console.log(`check-native: the native projects hold (${relative(process.cwd(), root) || '.'})`);
