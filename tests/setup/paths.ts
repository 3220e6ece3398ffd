import path from "node:path";

export const DATA_DIR = path.resolve("tests/.data");
export const TEMPLATE_DB = path.join(DATA_DIR, "template.db");
