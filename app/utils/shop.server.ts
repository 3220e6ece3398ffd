import { currentSettings } from "~/models/settings.server";
import { formatRupees } from "~/utils/money";

// The shop's identity, in one place (DECISIONS 3.14). Screens read it from the
// root loader (`useRootData().shop`), never hard-code it. Name, address, phone, GSTIN and the
// shop's policies come from the settings the owner edits in /admin/settings (models/settings.server.ts,
// the environment as first defaults); the rest from the environment.
export type Shop = {
  name: string;
  tagline: string;
  phone: string;
  email: string;
  address: { line1: string; line2: string; city: string; state: string; pincode: string; country: string };
  gstin: string;
  whatsapp: string;
  social: { facebook: string; instagram: string; twitter: string; whatsapp: string };
  hours: { weekdays: string; sunday: string };
  /** Rupees: free shipping from this amount (after the coupon); COD above codAbove; "Only N left" at lowStockThreshold or fewer. */
  policies: { freeShippingAbove: number; codAbove: number; lowStockThreshold: number; freeShippingNotice: string };
};

export function getShop(): Shop {
  const e = process.env;
  const settings = currentSettings();
  const phone = settings.phone;
  const whatsapp = phone.replace(/[^\d]/g, "");
  return {
    name: settings.shopName,
    tagline: "Handpicked sarees, lehengas and kurtas from the heart of Surat",
    phone,
    email: e.SHOP_EMAIL || "hello@suratethnic.in",
    address: {
      line1: settings.addressLine1,
      line2: settings.addressLine2,
      city: settings.city,
      state: settings.state,
      pincode: settings.pincode,
      country: "India",
    },
    gstin: settings.gstin,
    whatsapp,
    social: {
      facebook: "https://www.facebook.com/suratethnicwear",
      instagram: "https://www.instagram.com/suratethnicwear",
      twitter: "https://twitter.com/suratethnicwear",
      whatsapp: `https://wa.me/${whatsapp}`,
    },
    hours: { weekdays: "Mon-Sat 10:00 AM-8:00 PM", sunday: "Sun 11:00 AM-6:00 PM" },
    policies: {
      freeShippingAbove: settings.freeShippingThreshold / 100,
      codAbove: settings.codMinTotal / 100,
      lowStockThreshold: settings.lowStockThreshold,
      // Written here, not in the header: the text costs the browser bundle nothing (decision 0016).
      freeShippingNotice: `Free shipping on orders above ${formatRupees(settings.freeShippingThreshold / 100)}`,
    },
  };
}
