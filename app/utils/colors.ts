// Swatch colours for the colour names the catalogue uses; unknown names get a neutral swatch.
const SWATCHES: Record<string, string> = {
  maroon: "#800020", red: "#c62828", crimson: "#b0102f", "ruby red": "#9b111e", wine: "#722f37", burgundy: "#800020",
  pink: "#e91e63", "rani pink": "#d1006f", "baby pink": "#f4c2c2", peach: "#ffcba4", coral: "#ff7f50", rose: "#c21e56",
  "onion pink": "#e7a1b0", magenta: "#c2185b", orange: "#ef6c00", rust: "#b7410e", saffron: "#f4c430",
  yellow: "#f9d71c", mustard: "#d4a017", "mustard yellow": "#d4a017", gold: "#c9962c", golden: "#c9962c", beige: "#e8d8b8",
  cream: "#f5ecd7", ivory: "#fffff0", "off white": "#f7f3e8", white: "#ffffff", silver: "#c0c0c0", grey: "#9e9e9e",
  gray: "#9e9e9e", black: "#111111", navy: "#1a2a5a", "navy blue": "#1a2a5a", "royal blue": "#2740a8", blue: "#1e63c6",
  "sky blue": "#87ceeb", "peacock blue": "#005f6a", teal: "#00796b", turquoise: "#30b5a8", green: "#2e7d32",
  "emerald green": "#046307", emerald: "#046307", "bottle green": "#006a4e", "mint green": "#98d8b0", mint: "#98d8b0",
  olive: "#708238", "parrot green": "#4caf50", purple: "#6a1b9a", lavender: "#b497d6", violet: "#7f3fbf", mauve: "#b784a7",
  wine_red: "#722f37", brown: "#6d4c41", copper: "#b87333", multicolor: "conic-gradient(#c62828,#f9d71c,#2e7d32,#1e63c6,#6a1b9a,#c62828)",
  default: "#d6d3d1",
};

export function swatch(name: string): string {
  return SWATCHES[name.trim().toLowerCase()] ?? "#d6d3d1";
}
