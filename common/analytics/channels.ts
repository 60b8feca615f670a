/**
 * Every visit falls in one channel, from its UTM tags and referring host alone (issue 28).
 *
 * The rules follow Google Analytics 4's default channel group, reduced to the seven channels the
 * marketing team asked for; the host lists are the search engines and social networks that
 * Plausible and GA4 document, trimmed to those a Canadian advisor might come from. This is the one
 * file that knows them: add a host here and every report follows.
 */

export const channels = ["direct", "organic-search", "social", "email", "referral", "paid", "campaign"] as const;
export type Channel = (typeof channels)[number];

/** `*` stands for a country's or the generic top-level domain (google.ca, google.co.uk, yahoo.com). */
const searchEngines = [
  "google.*",
  "bing.com",
  "duckduckgo.com",
  "yahoo.*",
  "ecosia.org",
  "qwant.com",
  "startpage.com",
  "search.brave.com",
  "baidu.com",
  "yandex.*",
  "naver.com",
  "seznam.cz",
  "ask.com",
  "aol.com",
  "kagi.com",
  "perplexity.ai",
];

const socialNetworks = [
  "facebook.com",
  "fb.com",
  "fb.me",
  "instagram.com",
  "linkedin.com",
  "lnkd.in",
  "twitter.com",
  "t.co",
  "x.com",
  "threads.net",
  "bsky.app",
  "mastodon.social",
  "youtube.com",
  "youtu.be",
  "reddit.com",
  "pinterest.*",
  "tiktok.com",
  "whatsapp.com",
  "messenger.com",
  "quora.com",
  "snapchat.com",
  "tumblr.com",
  "vk.com",
];

/** UTM mediums as GA4 reads them. */
const emailMedium = /^(e[-_ ]?mail|newsletter|courriel|infolettre)$/;
const socialMedium = /^(social|social[-_ ]?(network|media)|sm|médias[-_ ]?sociaux)$/;
const paidMedium = /^(.*cp.*|ppc|retargeting|paid.*|display|banner|cpm)$/;
const referralMedium = /^(referral|link|affiliate)$/;
const organicMedium = /^organic$/;

function listMatcher(list: string[]): (host: string) => boolean {
  const patterns = list.map((entry) => {
    const name = entry.replace(/\./g, "\\.").replace(/\\\.\*$/, "\\.(com|[a-z]{2})(\\.[a-z]{2})?");
    return new RegExp(`(^|\\.)${name}$`);
  });
  return (host) => patterns.some((pattern) => pattern.test(host));
}

const isSearchEngine = listMatcher(searchEngines);
const isSocialNetwork = listMatcher(socialNetworks);

/** What a visit's first view says of where it came from; hosts and tags as event.server stores them. */
export type VisitSource = {
  referrer: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
};

/** The channel a visit came through. Tags win over the referrer, since a campaign link says what it is. */
export function channelOf({ referrer, utmSource, utmMedium, utmCampaign }: VisitSource): Channel {
  const medium = utmMedium?.toLowerCase() ?? "";
  const source = utmSource?.toLowerCase() ?? "";
  const host = referrer?.toLowerCase() ?? "";
  const fromSearch = isSearchEngine(source) || isSearchEngine(host);
  const fromSocial = isSocialNetwork(source) || isSocialNetwork(host);

  if (paidMedium.test(medium)) return "paid";
  if (emailMedium.test(medium) || emailMedium.test(source)) return "email";
  if (socialMedium.test(medium) || (!medium && fromSocial)) return "social";
  if (organicMedium.test(medium) || (!medium && fromSearch)) return "organic-search";
  if (referralMedium.test(medium) || (!medium && !source && host)) return "referral";
  if (medium || source || utmCampaign) return "campaign";
  return "direct";
}
