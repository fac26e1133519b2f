#!/usr/bin/env bash
# Copies the screenshots the end-to-end tests took (tests/output/, after `npm test` or
# `npm run e2e`) into docs/screenshots/ under the names its README lists:
#   screens-<screen>-<size>.png          → <screen>-<size>.png            (English)
#   game-screens-uk-<screen>-<size>.png  → <screen>-uk-<size>.png         (Ukrainian)
#   part2-<screen>-<language>-<size>…    → part2-<screen>-<language>-<size>…
#   tutorial-<…>.png                     → tutorial-<…>.png
#   screen-[uk-]<screen>-<size>.png      → screen-[uk-]<screen>-<size>.png (game-screen.test.mjs)
#   board-shots-<picture>-<lang>-<WxH>   → board-<picture>-<lang>-<WxH>.png
#   landscape-<picture>-<WxH>.png        → landscape-<picture>-<WxH>.png (landscape.test.mjs)
#   board-screens-<picture>-<lang>-<WxH> → board-screens-<picture>-<lang>-<WxH>.png (board-screens.test.mjs)
#   pieces-<lang>-<scheme>-<WxH>.png     → the same name (pieces.test.mjs)
#   library-saved-menu-<WxH>.png         → saved-menu-<WxH>.png (library.test.mjs)
#   review-words-<lang>-<WxH>.png        → the same name (review-words.test.mjs)
#   puzzles-<picture>-<lang>-<WxH>.png   → the same name (puzzles.test.mjs)
#   layout-<screen>-<game>-<WxH>.png     → the same name (layout.test.mjs, WebKitGTK), and
#                                          layout-chromium-<screen>-<game>-<WxH>.png (Chromium),
#                                          at 360x640, 412x915 and 768x1024
#   the dark home screen, gobblet tabletop/threefold, the damaged-settings notice: as named below
set -euo pipefail
cd "$(dirname "$0")/.."
out=tests/output
docs=docs/screenshots
[ -d "$out" ] || { echo "no $out: run npm test (or npm run e2e) first" >&2; exit 1; }
copied=0
copy() { if [ -f "$1" ]; then cp "$1" "$docs/$2"; copied=$((copied + 1)); fi; }
for f in "$out"/screens-*.png; do [ -e "$f" ] && copy "$f" "$(basename "$f" | sed 's/^screens-//')"; done
for f in "$out"/game-screens-uk-*.png; do
  [ -e "$f" ] && copy "$f" "$(basename "$f" | sed -E 's/^game-screens-uk-(.*)-(phone|tablet|desktop)\.png$/\1-uk-\2.png/')"
done
for f in "$out"/part2-*.png "$out"/tutorial-*.png "$out"/screen-*.png "$out"/landscape-*.png "$out"/board-screens-*.png; do [ -e "$f" ] && copy "$f" "$(basename "$f")"; done
for f in "$out"/board-shots-*.png; do [ -e "$f" ] && copy "$f" "$(basename "$f" | sed 's/^board-shots-/board-/')"; done
for f in "$out"/pieces-*.png; do [ -e "$f" ] && copy "$f" "$(basename "$f")"; done
for f in "$out"/library-saved-menu-*.png; do [ -e "$f" ] && copy "$f" "$(basename "$f" | sed 's/^library-//')"; done
copy "$out/home-dark.png" home-dark.png
copy "$out/gobblet-rules-tabletop-tablet.png" gobblet-tabletop-tablet.png
copy "$out/gobblet-rules-threefold.png" gobblet-threefold-desktop.png
copy "$out/settings-damaged-notice.png" part2-settings-damaged-notice.png
copy "$out/review-review-phone.png" review-blunder-phone.png
copy "$out/review-review-desktop.png" review-blunder-desktop.png
for f in "$out"/review-words-*.png; do [ -e "$f" ] && copy "$f" "$(basename "$f")"; done
for f in "$out"/puzzles-*.png; do [ -e "$f" ] && copy "$f" "$(basename "$f")"; done
# The board screens' one layout (issue 42): game, review, puzzles and tutorial of both games.
# The phone, the tall phone and the portrait tablet (the test measures five sizes; its pictures
# of the others stay in tests/output).
for f in "$out"/layout-*-360x640.png "$out"/layout-*-412x915.png "$out"/layout-*-768x1024.png; do [ -e "$f" ] && copy "$f" "$(basename "$f")"; done
for f in "$out"/chromium/layout-*-360x640.png "$out"/chromium/layout-*-412x915.png "$out"/chromium/layout-*-768x1024.png; do
  [ -e "$f" ] && copy "$f" "$(basename "$f" | sed 's/^layout-/layout-chromium-/')"
done
echo "copied $copied screenshots into $docs"
for f in "$out"/a11y-text200-*.png; do [ -e "$f" ] && copy "$f" "$(basename "$f")"; done
copy "$out/keyboard-deblockle-focus-c2.png" keyboard-focus-ring-360x640.png
copy "$out/keyboard-deblockle-block-faces.png" keyboard-block-faces-360x640.png
# Both engines side by side at 360x640 (the game, its end, a puzzle), when both have run.
if [ -d "$out/chromium" ]; then
  node scripts/engines-side-by-side.mjs
  # The web build installed: its start in a standalone window, and the notice of a browser
  # that may clear the saves.
  copy "$out/chromium/offline-installed-start-360x640.png" web-installed-start-360x640.png
  copy "$out/chromium/keep-saves-keep-saves-360x640.png" web-keep-saves-360x640.png
  # Saved games on 8,598 games (issue 43): its first page's top, and the pager below its last card.
  copy "$out/chromium/web-import-messages-saved-paged.png" web-saved-paged-360x640.png
  copy "$out/chromium/web-import-messages-saved-pages.png" web-saved-pages-360x640.png
  # Home on a phone (issue 42): the one-line notice with Install, the iOS steps, every
  # unfinished game reachable, New game's remembered choices, saved games in the person's terms.
  for shot in notice-install-360x640 notice-ios-steps-360x640 unfinished-360x640 unfinished-1280x800 \
    new-game-remembered-360x640 saved-words-360x640; do
    copy "$out/chromium/home-phone-$shot.png" "home-phone-$shot.png"
  done
fi
