import { describe, expect, it } from "vitest";
import { amountInWords, documentNumber, financialYearOf, gstStateOf, monthRange, numberInIndianWords, splitTax } from "./gst";

describe("amount in words (Indian numbering)", () => {
  it.each([
    [0, "Rupees Zero Only"],
    [100, "Rupees One Only"],
    [1_150, "Rupees Eleven and Fifty Paise Only"],
    [120_000_00, "Rupees One Lakh Twenty Thousand Only"],
    [1_09_800, "Rupees One Thousand Ninety Eight Only"],
    [10_00_000_00, "Rupees Ten Lakh Only"],
    [1_23_45_678_90, "Rupees One Crore Twenty Three Lakh Forty Five Thousand Six Hundred Seventy Eight and Ninety Paise Only"],
    [5_00_00_000_05, "Rupees Five Crore and Five Paise Only"],
  ])("%i paise", (paise, words) => expect(amountInWords(paise)).toBe(words));

  it("groups beyond a hundred crore", () => expect(numberInIndianWords(1_25_00_00_000)).toBe("One Hundred Twenty Five Crore"));
});

describe("financial year, numbers, states", () => {
  it("runs April to March in India time", () => {
    expect(financialYearOf(new Date("2026-03-31T18:29:59Z"))).toBe("2025-26"); // 23:59:59 IST on 31 March
    expect(financialYearOf(new Date("2026-03-31T18:30:00Z"))).toBe("2026-27"); // 00:00 IST on 1 April
    expect(financialYearOf(new Date("2099-12-31T00:00:00Z"))).toBe("2099-00");
  });
  it("numbers stay within the 16 characters of rule 46(b)", () => {
    expect(documentNumber("SE", "2026-27", 1)).toBe("SE/26-27/000001");
    expect(documentNumber("CN", "2026-27", 9_999_999)).toHaveLength(16);
  });
  it("maps states by name, alias or PIN code", () => {
    expect(gstStateOf("Gujarat")).toEqual({ code: "24", name: "Gujarat" });
    expect(gstStateOf("  maharashtra ")).toEqual({ code: "27", name: "Maharashtra" });
    expect(gstStateOf("Orissa").code).toBe("21");
    expect(gstStateOf("NCT of Delhi").code).toBe("07");
    expect(gstStateOf("Daman & Diu").code).toBe("26");
    expect(gstStateOf("Guj.", "395002")).toEqual({ code: "24", name: "Gujarat" });
    expect(gstStateOf("", "403001").code).toBe("30");
    expect(gstStateOf("Atlantis", "")).toEqual({ code: "97", name: "Other Territory" });
  });
  it("splits GST into halves inside the state, IGST outside", () => {
    expect(splitTax(4757, true)).toEqual({ cgst: 2379, sgst: 2378, igst: 0 });
    expect(splitTax(4757, false)).toEqual({ cgst: 0, sgst: 0, igst: 4757 });
  });
  it("takes a month in India time", () => {
    expect(monthRange("2026-11")).toEqual({ from: new Date("2026-10-31T18:30:00Z"), to: new Date("2026-11-30T18:30:00Z") });
    expect(() => monthRange("2026-13")).toThrow();
  });
});
