// Every catalogue at once, for the tests that compare them (i18n.test.ts) and for vitest's
// setup (test-setup.ts). The app never imports this module: it fetches the language it needs
// (load.ts).
import { en, type Catalog } from './en';
import { it } from './it';
import { uk } from './uk';
import { ms } from './ms';
import { fr } from './fr';
import { es } from './es';
import type { Lang } from './types';

/** Every catalogue, by language. Each must have every key of English (see Catalog). */
export const CATALOGS: Readonly<Record<Lang, Catalog>> = { en, it, uk, ms, fr, es };
