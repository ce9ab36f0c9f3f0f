// With their extensions: the build's configuration (its content security policy) reads this file too.
import { StorageKeys } from '../../infrastructure/ports/KeyValueStore.ts';
import { ENGLISH, LANGUAGES, PSEUDO } from './languages.ts';

/**
 * How long a page in a script's language stays unseen while that script's font arrives (preloaded with the page): the
 * letters are then drawn once, in their font, instead of in a fallback that then swaps and moves the page. A font
 * slower than this is swapped in as it comes.
 */
export const FONT_WAIT_MS = 1500;

// The pseudo-locale too: stored on a test's or QA's device, its first paint is not the English page either.
const TAGS = Object.fromEntries([...LANGUAGES, PSEUDO].map((language) => [language.code, language.tag]));

/**
 * The first paint in the visitor's language. Every page is prerendered in each language, and the server answers with
 * the one it expects (scripts/vite/pageLanguage.ts); this script, right after the prerendered #root and before the
 * page may paint (the page waits for the marker after it), decides the language as the app does (decideLanguage: the
 * one stored on the device, else the browser's first preferred one the app speaks, else English). When the page is
 * in that language (#root's `data-language`) the page paints at once; a page in a script's language (#root's
 * `data-font`) paints once that font has arrived (FONT_WAIT_MS at most). Otherwise (a server that could
 * not know, a page from the service worker's cache, the pseudo-locale) it sets `<html lang>` and empties #root, so the
 * page never shows one language that then changes: the app draws the page as soon as its code and catalog have loaded
 * (main.tsx). test/security/languageScript.test.ts checks it decides as the app.
 *
 * A script text, not a function: the content security policy allows exactly this text by its hash. No '<' in it, so
 * no HTML parser or check of the built pages can read it as a tag.
 */
export const LANGUAGE_SCRIPT =
  'try{' +
  `var t=${JSON.stringify(TAGS)},s=localStorage.getItem(${JSON.stringify(StorageKeys.language)}),l=${JSON.stringify(ENGLISH.code)},` +
  'r=document.getElementById("root");' +
  'if(typeof s=="string"&&t.hasOwnProperty(s))l=s;' +
  'else(navigator.languages||[]).some(function(x){' +
  'var m=/^([a-zA-Z]{2,3})(?:[-_]|$)/.exec(String(x).trim()),c=m&&m[1].toLowerCase();' +
  'return c&&t.hasOwnProperty(c)?(l=c,true):false});' +
  'if(l!=r.getAttribute("data-language")){document.documentElement.lang=t[l];r.textContent=""}' +
  'else if(r.getAttribute("data-font")&&document.fonts){' +
  'var v=function(){r.style.visibility=""};r.style.visibility="hidden";' +
  'Promise.race([document.fonts.load("1em \\""+r.getAttribute("data-font")+"\\"",r.textContent),' +
  `new Promise(function(d){setTimeout(d,${FONT_WAIT_MS})})]).then(v,v)}` +
  '}catch(e){}';
