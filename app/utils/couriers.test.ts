import { describe, expect, it } from "vitest";
import { COURIERS, isCourier, trackingLink, trackingUrl } from "~/utils/couriers";

describe("couriers", () => {
  it("the list an Indian shop ships with", () => {
    expect(COURIERS).toEqual(["Delhivery", "DTDC", "Blue Dart", "India Post", "Ekart", "Xpressbees", "Other"]);
    expect(isCourier("Blue Dart")).toBe(true);
    expect(isCourier("FedEx")).toBe(false);
  });

  it("maps courier + tracking number to the public tracking page (spaces dropped, encoded)", () => {
    expect(trackingUrl("Delhivery", "1490 0001 23")).toBe("https://www.delhivery.com/track/package/1490000123");
    expect(trackingUrl("DTDC", "D1234567")).toBe("https://www.dtdc.in/tracking/tracking_results.asp?Ttype=awb_no&strCnno=D1234567");
    expect(trackingUrl("Blue Dart", "69182233445")).toBe("https://www.bluedart.com/web/guest/trackdartresult?trackFor=0&trackNo=69182233445");
    expect(trackingUrl("Ekart", "FMPC123/45")).toBe("https://ekartlogistics.com/shipmenttrack/FMPC123%2F45");
    expect(trackingUrl("Xpressbees", "1420 99")).toBe("https://www.xpressbees.com/shipment/tracking?awbNo=142099");
  });

  it("India Post's page takes no number in its address; Other, unknown couriers and no number: no link", () => {
    expect(trackingLink("India Post", "EE123456789IN")).toEqual({
      courier: "India Post",
      url: "https://www.indiapost.gov.in/_layouts/15/dop.portal.tracking/trackconsignment.aspx",
      numberInUrl: false,
    });
    expect(trackingLink("Other", "123")).toBeNull();
    expect(trackingLink("FedEx", "123")).toBeNull();
    expect(trackingLink("Delhivery", "  ")).toBeNull();
    expect(trackingLink(null, "123")).toBeNull();
  });
});
