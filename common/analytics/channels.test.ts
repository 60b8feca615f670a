import { describe, expect, it } from "vitest";
import { type Channel, channelOf, type VisitSource } from "./channels";

const visit = (source: Partial<VisitSource>): VisitSource => ({
  referrer: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  ...source,
});

describe("channelOf", () => {
  const cases: [string, Partial<VisitSource>, Channel][] = [
    ["no referrer and no tags", {}, "direct"],
    ["a search engine's page, any country", { referrer: "google.ca" }, "organic-search"],
    ["a search engine's subdomain", { referrer: "search.brave.com" }, "organic-search"],
    ["DuckDuckGo", { referrer: "duckduckgo.com" }, "organic-search"],
    ["Facebook's link shim", { referrer: "l.facebook.com" }, "social"],
    ["LinkedIn's short links", { referrer: "lnkd.in" }, "social"],
    ["a tagged LinkedIn post", { utmSource: "linkedin", utmMedium: "social" }, "social"],
    ["a newsletter", { utmSource: "infolettre", utmMedium: "email" }, "email"],
    ["« courriel » as the medium", { utmMedium: "courriel" }, "email"],
    ["a source named newsletter, no medium", { utmSource: "newsletter" }, "email"],
    ["an ad on a search engine", { utmSource: "google", utmMedium: "cpc" }, "paid"],
    ["a paid social campaign", { utmSource: "facebook", utmMedium: "paid-social" }, "paid"],
    ["another site", { referrer: "assurance-quebec.ca" }, "referral"],
    ["a partner's tagged link", { utmSource: "partenaire", utmMedium: "referral" }, "referral"],
    ["a print campaign", { utmSource: "salon-2026", utmMedium: "print" }, "campaign"],
    ["a campaign name alone", { utmCampaign: "automne" }, "campaign"],
    ["organic tagged on a search engine", { utmSource: "bing", utmMedium: "organic" }, "organic-search"],
  ];
  for (const [name, source, channel] of cases) {
    it(`${name}: ${channel}`, () => expect(channelOf(visit(source))).toBe(channel));
  }

  it("does not take a look-alike host for a search engine or a network", () => {
    expect(channelOf(visit({ referrer: "notgoogle.com" }))).toBe("referral");
    expect(channelOf(visit({ referrer: "x.company.ca" }))).toBe("referral");
    expect(channelOf(visit({ referrer: "google.evil.example" }))).toBe("referral");
  });
});
