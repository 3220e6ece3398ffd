import path from "node:path";

// Each test run gets its own folder, so runs started side by side never share files.
export const DATA_ROOT = path.resolve("tests/.data");
export const runDir = () => process.env.TEST_RUN_DIR ?? path.join(DATA_ROOT, "run-default");
export const templateDb = () => path.join(runDir(), "template.db");
