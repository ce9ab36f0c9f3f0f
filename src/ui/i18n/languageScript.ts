// With their extensions: the build's configuration (its content security policy) reads this file too.
import { StorageKeys } from '../../infrastructure/ports/KeyValueStore.ts';
import { ENGLISH, LANGUAGES, PSEUDO } from './languages.ts';

// The pseudo-locale too: stored on a test's or QA's device, its first paint is not the English page either.
const TAGS = Object.fromEntries([...LANGUAGES, PSEUDO].map((language) => [language.code, language.tag]));

/**
 * The first paint in the visitor's language. Every page is prerendered in English; this script, right after the
 * prerendered #root and before the page paints (the page waits for the marker after it), decides the language as the
 * app does (decideLanguage: the one stored on the device, else the browser's first preferred one the app speaks, else
 * English). For English it does nothing: the prerendered page paints at once. For another language it sets
 * `<html lang>` and empties #root, so the page never shows English that then changes: the app draws the page in that
 * language as soon as its code and catalog have loaded (main.tsx). languageScript.test.ts checks it decides as the app.
 *
 * A script text, not a function: the content security policy allows exactly this text by its hash. No '<' in it, so
 * no HTML parser or check of the built pages can read it as a tag.
 */
export const LANGUAGE_SCRIPT =
  'try{' +
  `var t=${JSON.stringify(TAGS)},s=localStorage.getItem(${JSON.stringify(StorageKeys.language)}),l=null;` +
  'if(typeof s=="string"&&t.hasOwnProperty(s))l=s;' +
  'else(navigator.languages||[]).some(function(x){' +
  'var m=/^([a-zA-Z]{2,3})(?:[-_]|$)/.exec(String(x).trim()),c=m&&m[1].toLowerCase();' +
  'return c&&t.hasOwnProperty(c)?(l=c,true):false});' +
  `if(l&&l!=${JSON.stringify(ENGLISH.code)}){document.documentElement.lang=t[l];document.getElementById("root").textContent=""}` +
  '}catch(e){}';
