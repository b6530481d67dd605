// The texts of the benchmark's searches with a new text each time (bench/floor.mjs).
import { KINDS, MATERIALS } from './dataset.mjs';

// What buyers type (issue 51): the catalogue's words in their plurals and suffixed forms, two words in either order,
// and typos, each text made from a number so that a run asks for another each time (12 materials × 25 kinds × 8
// forms: 2,400 texts before one comes again).
const lower = (w) => w.toLocaleLowerCase('tr-TR');
const lastVowel = (w) => [...lower(w)].reverse().find((c) => 'aeıioöuü'.includes(c)) ?? 'a';
const harmony = (w, back, front) => ('aıou'.includes(lastVowel(w)) ? back : front);
const roundHarmony = (w, [a, i, u, ü]) => ({ a: a, ı: a, e: i, i, o: u, u, ö: ü, ü })[lastVowel(w)];
const ablative = (w) => w + ('çfhkpsşt'.includes(lower(w).at(-1)) ? 't' : 'd') + harmony(w, 'an', 'en');
const FORMS = [
  (m, k) => `${m} ${k}${harmony(k, 'lar', 'ler')}`, // Alüminyum Borular
  (m, k) => `${lower(m)} ${lower(k)}${harmony(k, 'ları', 'leri')}`, // alüminyum boruları
  (m, k) => `${lower(ablative(m))} ${lower(k)}`, // paslanmaz çelikten boru, alüminyumdan boru
  (m, k) => `${m} ${k}`, // Paslanmaz Çelik Boru
  (m, k) => `${lower(k)} ${lower(m)}`, // boru paslanmaz çelik
  (m, k) => `${k}${roundHarmony(k, ['lı', 'li', 'lu', 'lü'])} ${m}`, // Dişlili Alüminyum, Borulu Bakır
  (m, k) => `${m.slice(0, 2)}${m.slice(3)} ${k}`, // a letter missing: Palanmaz Çelik Boru
  (m, k) => `${lower(m)} ${k.slice(0, 1)}${k.slice(2, 3)}${k.slice(1, 2)}${k.slice(3)}`, // two letters swapped: bakır Bruo
];
/** A text a buyer types, the `n`th of the realistic list (it comes again after 2,400). */
export const realisticSearch = (n) =>
  FORMS[Math.floor(n / (MATERIALS.length * KINDS.length)) % FORMS.length](
    MATERIALS[Math.floor(n / KINDS.length) % MATERIALS.length][0],
    KINDS[n % KINDS.length][0],
  );
