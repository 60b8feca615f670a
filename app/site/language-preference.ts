/**
 * A visitor who chose a language is taken to the same page in that language before the first paint.
 * The twin's address comes from the page's own hreflang link, so this stays a constant string whose
 * CSP hash never changes.
 */
export const languagePreferenceKey = "language";

export const languagePreferenceScript = `(function(){try{var s=localStorage.getItem("${languagePreferenceKey}");var h=document.documentElement.lang.slice(0,2);if((s==="fr"||s==="en")&&s!==h){var a=document.querySelector('link[rel="alternate"][hreflang^="'+s+'-"]');if(a){var u=new URL(a.href);location.replace(u.pathname+location.search+location.hash)}}}catch(e){}})()`;
