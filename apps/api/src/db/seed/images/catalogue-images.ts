import type { FileStorage } from '../../../lib/storage/storage.js';
import { createRandom } from '../random.js';
import { fileUrl } from '../site-files.js';
import { hex, type Canvas } from './canvas.js';
import { drawCover, drawCoverBackground, drawInitials, drawProjectScene, palettes } from './scenes.js';

const PROJECT_SCENES = 16;

export interface CoverRequest {
  key: string;
  kicker: string;
  title: string;
}

/**
 * Draws the catalogue's pictures and returns their public URLs. Covers share a few city scenes and
 * projects share a pool of sixteen, which keeps the demo seed quick and its files small.
 */
export class CatalogueImages {
  private readonly random = createRandom(4_501);
  private readonly backgrounds: Canvas[] = [];

  constructor(private readonly storage: FileStorage) {}

  private async store(key: string, canvas: Canvas): Promise<string> {
    await this.storage.put(key, canvas.toPng(), 'image/png');
    return fileUrl(key);
  }

  async covers(folder: string, requests: CoverRequest[]): Promise<Map<string, string>> {
    if (this.backgrounds.length === 0) {
      for (const palette of palettes) this.backgrounds.push(drawCoverBackground(800, 450, this.random, palette));
    }
    const urls = new Map<string, string>();
    for (const [index, request] of requests.entries()) {
      const background = this.backgrounds[index % this.backgrounds.length] as Canvas;
      urls.set(request.key, await this.store(`images/${folder}/${request.key}.png`, drawCover(background, request.kicker, request.title)));
    }
    return urls;
  }

  async projectScenes(): Promise<string[]> {
    const urls: string[] = [];
    for (let i = 0; i < PROJECT_SCENES; i++) {
      const palette = palettes[i % palettes.length] as (typeof palettes)[number];
      urls.push(
        await this.store(`images/projects/du-an-${String(i + 1).padStart(2, '0')}.png`, drawProjectScene(800, 500, this.random, palette)),
      );
    }
    return urls;
  }

  async badge(key: string, size: number, initials: string, color: string): Promise<string> {
    return this.store(key, drawInitials(size, initials, hex(color)));
  }
}
