import { describe, expect, it } from "vitest";
import { imageIdsIn, markdownToText, readingMinutes, renderMarkdown } from "./render.server";

/** Hostile bodies an editor could type or paste; none may leave anything that runs. */
const hostile = [
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  '<a href="javascript:alert(1)">x</a>',
  "[click](javascript:alert(1))",
  "[click](JaVaScRiPt:alert(1))",
  "[click](&#106;avascript:alert(1))",
  "[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
  "![x](javascript:alert(1))",
  '<iframe src="https://example.com"></iframe>',
  "<svg onload=alert(1)>",
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<a href="https://example.com" onclick="alert(1)">x</a>',
  "<object data=x></object><embed src=x>",
  "<form action=x><input autofocus onfocus=alert(1)></form>",
  '[x](https://example.com "a\\" onmouseover=\\"alert(1)")',
  "<scr<script>ipt>alert(1)</script>",
];

describe("renderMarkdown", () => {
  it("renders Markdown's own syntax", () => {
    const html = renderMarkdown("# Title\n\nSome **bold** text and a [link](https://example.com).\n\n- one\n- two");
    expect(html).toContain("<h2>Title</h2>");
    expect(html).toContain("<strong>bold</strong>");
    expect(html).toContain('<a href="https://example.com">link</a>');
    expect(html).toContain("<li>one</li>");
  });

  it.each(hostile)("leaves nothing that runs from %s", (input) => {
    // Text keeps a typed "<" as "&lt;": every "<" left opens a real element.
    const tags = renderMarkdown(input).match(/<[a-z][^>]*>/gi) ?? [];
    for (const tag of tags) {
      expect(tag).toMatch(/^<(p|a|img|code|br)[\s>]/);
      const names = tag.replace(/"[^"]*"/g, '""').match(/\s[\w-]+(?==)/g) ?? [];
      for (const name of names) expect(["href", "src", "alt", "title", "width", "height"]).toContain(name.trim());
      expect(tag).not.toMatch(/(href|src)="\s*(javascript|data|vbscript|&#)/i);
    }
  });

  it("serves an uploaded image as a picture named by its token, with its sizes, and drops an unknown one", () => {
    const token = "Vq3tW0nL2bXyZ8kP4mRs9A";
    const images = new Map([[7, { id: 7, token, alt: "Stored alt", width: 1000, height: 500, widths: [480, 960] }]]);
    const html = renderMarkdown("![A chart](media:7) ![gone](media:8) ![padded](media:007)", images);
    expect(html).toContain(
      `<source type="image/avif" srcset="/media/${token}-480.avif 480w, /media/${token}-960.avif 960w"`,
    );
    expect(html).toContain(`src="/media/${token}-960.jpeg"`);
    expect(html).toContain('alt="A chart" width="960" height="480"');
    expect(html).not.toContain("media:8");
    // Only the spelling the media route looks for shows an image: `media:007` would be public to no one.
    expect(html.match(/<picture>/g)).toHaveLength(1);
    expect(imageIdsIn("![A chart](media:7) ![padded](media:007)")).toEqual([7]);
  });

  it("keeps a hostile tag visible as text rather than silently dropping the editor's words", () => {
    expect(renderMarkdown("<script>alert(1)</script>")).toContain("&lt;script&gt;");
  });
});

describe("markdownToText", () => {
  it("reads as plain text: no Markdown marks, each link as its words then its address", () => {
    const source = [
      "## Trois idées",
      "",
      "Voici **trois idées** et une _nuance_. Lisez [le guide](https://exemple.test/guide), ou <https://exemple.test/contact>.",
      "",
      "- une",
      "- deux, `en code`",
      "",
      "1. premier",
      "2. second",
      "",
      "> Une citation",
      "",
      "Un \\*astérisque\\* écrit, ![Un graphique](media:3) et &amp; entité.",
    ].join("\n");
    expect(markdownToText(source)).toBe(
      [
        "Trois idées",
        "",
        "Voici trois idées et une nuance. Lisez le guide (https://exemple.test/guide), ou https://exemple.test/contact.",
        "",
        "- une",
        "- deux, en code",
        "",
        "1. premier",
        "2. second",
        "",
        "> Une citation",
        "",
        "Un *astérisque* écrit, Un graphique et & entité.",
      ].join("\n"),
    );
  });

  it("writes each link's address as `href` makes it, a bare address too", () => {
    const text = markdownToText(
      "[Le guide](https://exemple.test/guide) et https://exemple.test/b",
      (link) => `${link}?c`,
    );
    expect(text).toBe("Le guide (https://exemple.test/guide?c) et https://exemple.test/b?c");
  });
});

describe("readingMinutes", () => {
  it("counts 200 words a minute, never less than one", () => {
    expect(readingMinutes("word ".repeat(1000))).toBe(5);
    expect(readingMinutes("a few words")).toBe(1);
    expect(readingMinutes("- - - ### word")).toBe(1);
  });
});
