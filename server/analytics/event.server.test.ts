import { describe, expect, it } from "vitest";
import { deviceClass, reduceView } from "./event.server";

describe("a view, reduced", () => {
  it("keeps the device class only", () => {
    const agents = {
      mobile: "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36",
      tablet: "Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 Chrome/130.0 Safari/537.36",
      desktop: "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15",
    };
    for (const [device, agent] of Object.entries(agents)) expect(deviceClass(agent)).toBe(device);
    expect(deviceClass("Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)")).toBe("tablet");
  });

  it("counts a missing page as 404 without its address, and a referrer as its host", () => {
    expect(
      reduceView({ p: "/en/secret-admin-path?email=x", n: 1, r: "https://www.linkedin.com/in/someone" }, "sobrita.ca"),
    ).toEqual({
      page: "404",
      lang: "en",
      referrer: "linkedin.com",
      utmSource: null,
      utmMedium: null,
      utmCampaign: null,
      channel: "social",
    });
    expect(reduceView({ p: "/", r: "https://www.sobrita.ca/contact" }, "www.sobrita.ca")?.referrer).toBeNull();
    expect(reduceView({ p: "/", r: "javascript:alert(1)" }, "sobrita.ca")?.referrer).toBeNull();
    expect(reduceView({ p: "/nowhere" }, "sobrita.ca")).toBeUndefined();
  });

  it("counts a resource's page under the resources list of its language, and its feed and the menu's stylesheet as no page", () => {
    expect(reduceView({ p: "/ressources/loi-25-liste" }, "sobrita.ca")).toMatchObject({
      page: "resources",
      lang: "fr",
    });
    expect(reduceView({ p: "/en/resources/law-25-checklist" }, "sobrita.ca")).toMatchObject({
      page: "resources",
      lang: "en",
    });
    expect(reduceView({ p: "/ressources/fil.xml" }, "sobrita.ca")).toBeUndefined();
    expect(reduceView({ p: "/en/resources/menu.css" }, "sobrita.ca")).toBeUndefined();
    expect(reduceView({ p: "/ressources/a/inscription" }, "sobrita.ca")).toBeUndefined();
  });
});
