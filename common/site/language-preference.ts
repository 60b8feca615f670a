/**
 * A visitor who chose a language is taken to the same page in that language before the first paint,
 * when they enter the site from elsewhere. Arriving from another page of the site, they are where
 * they chose to be: if that page was in the other language, they just used the toggle (perhaps before
 * any script ran), and the choice is stored instead (decision 007).
 * The twin's address comes from the page's own hreflang link, so this stays a constant string whose
 * CSP hash never changes.
 */
export const languagePreferenceKey = "language";

export const languagePreferenceScript = `(function(){try{var k="${languagePreferenceKey}",h=document.documentElement.lang.slice(0,2),r=document.referrer?new URL(document.referrer):null;if(r&&r.origin===location.origin){var f=/^\\/en(\\/|$)/.test(r.pathname)?"en":"fr";if(f!==h)localStorage.setItem(k,h);return}var s=localStorage.getItem(k);if((s==="fr"||s==="en")&&s!==h){var a=document.querySelector('link[rel="alternate"][hreflang^="'+s+'-"]');if(a){var u=new URL(a.href);location.replace(u.pathname+location.search+location.hash)}}}catch(e){}})()`;
