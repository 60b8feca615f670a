import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { imageRenditions, NotAnImage } from "./images.server";

describe("imageRenditions", () => {
  it("makes AVIF, WebP and JPEG at each width up to the original's, with their sizes", async () => {
    const png = await sharp({ create: { width: 1000, height: 500, channels: 3, background: "#2255aa" } })
      .png()
      .toBuffer();
    const { width, height, renditions } = await imageRenditions(new Uint8Array(png));
    expect({ width, height }).toEqual({ width: 1000, height: 500 });
    expect(renditions.map((each) => `${each.format}@${each.width}x${each.height}`).sort()).toEqual(
      [
        "avif@480x240",
        "avif@960x480",
        "avif@1000x500",
        "jpeg@480x240",
        "jpeg@960x480",
        "jpeg@1000x500",
        "webp@480x240",
        "webp@960x480",
        "webp@1000x500",
      ].sort(),
    );
    const jpeg = renditions.find((each) => each.format === "jpeg");
    expect((await sharp(jpeg?.bytes).metadata()).format).toBe("jpeg");
  });

  it("refuses a file that is not an image", async () => {
    await expect(imageRenditions(new TextEncoder().encode("<svg onload=alert(1)>"))).rejects.toBeInstanceOf(NotAnImage);
  });
});
