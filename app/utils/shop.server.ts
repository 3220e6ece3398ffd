// The shop's identity, in one place (DECISIONS 3.14). Screens read it from the
// root loader (`useShop()`), never hard-code it.
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
};

export function getShop(): Shop {
  const e = process.env;
  const phone = e.SHOP_PHONE || "+91 98765 43210";
  const whatsapp = phone.replace(/[^\d]/g, "");
  return {
    name: e.SHOP_NAME || "Surat Ethnic Wear",
    tagline: "Handpicked sarees, lehengas and kurtas from the heart of Surat",
    phone,
    email: e.SHOP_EMAIL || "hello@suratethnic.in",
    address: {
      line1: e.SHOP_ADDRESS || "12, Ring Road Textile Market",
      line2: "Near Sahara Darwaja",
      city: "Surat",
      state: "Gujarat",
      pincode: "395002",
      country: "India",
    },
    gstin: e.SHOP_GSTIN || "24ABCDE1234F1Z5",
    whatsapp,
    social: {
      facebook: "https://www.facebook.com/suratethnicwear",
      instagram: "https://www.instagram.com/suratethnicwear",
      twitter: "https://twitter.com/suratethnicwear",
      whatsapp: `https://wa.me/${whatsapp}`,
    },
    hours: { weekdays: "Mon-Sat 10:00 AM-8:00 PM", sunday: "Sun 11:00 AM-6:00 PM" },
  };
}
