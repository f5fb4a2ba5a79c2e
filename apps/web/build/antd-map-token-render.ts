/**
 * Prints antd's map token for the app's theme: what the theme's algorithm derives from its seed (colour
 * palettes, sizes, motion), as JSON. Run by the build with tsx: `node --import tsx antd-map-token-render.ts`.
 */
import { appTheme, deriveMapToken } from '../src/config/theme';

process.stdout.write(JSON.stringify(deriveMapToken(appTheme)));
