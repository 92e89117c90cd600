// SPEC §4 check 7 "Delivery with an invalid address opens address confirmation": a delivery position the maps
// provider could not name (its address is only its coordinates, SPEC §7 "/map/geocoding") is confirmed by
// the customer, who types what a rider needs. The shop asks for it and the platform refuses an order without it.
import { ADDRESS_PARTS_COUNTRIES } from './constants';

/** "14.57000, 120.99000": two decimal fractions and nothing else, as a position without an address reads. */
const COORDINATES = /^\s*[-+]?\d{1,3}\.\d+\s*,\s*[-+]?\d{1,3}\.\d+\s*$/;

/** Whether an address says no more than where it is (the maps provider could not resolve the position). */
/** SPEC §5 "Delivery": a delivery in these countries needs the establishment and street names of its address. */
export function addressPartsRequired(countryCode: string | null | undefined): boolean {
  return !!countryCode && ADDRESS_PARTS_COUNTRIES.includes(countryCode.toUpperCase());
}

/**
 * SPEC §4 check 6 "Delivery with missing address info": no delivery place yet, or a place in a country that
 * needs the establishment and street names without them.
 */
export function addressInfoMissing(
  location: { countryCode?: string | null; establishmentName: string; streetName: string } | null | undefined,
): boolean {
  if (!location) return true;
  return (
    addressPartsRequired(location.countryCode) && (!location.establishmentName.trim() || !location.streetName.trim())
  );
}

export function isCoordinatesAddress(address: string | null | undefined): boolean {
  return !address?.trim() || COORDINATES.test(address);
}

/**
 * Check 7: a delivery address that is only coordinates needs the customer's confirmation, given by typing
 * the street name (SPEC §5 "Delivery": the part a rider cannot do without).
 */
export function addressNeedsConfirmation(location: {
  address: string | null | undefined;
  streetName: string | null | undefined;
}): boolean {
  return isCoordinatesAddress(location.address) && !location.streetName?.trim();
}

/** The parts the customer types for such an address (SPEC §3 "Delivery location" and §5's address parts). */
export interface TypedAddress {
  establishmentName?: string | null;
  flatNo?: string | null;
  streetName: string;
  additionalDetails?: string | null;
}

/** The address a confirmed position reads as, for the rider, the kitchen and the order page: building first. */
export function typedAddressText(parts: TypedAddress): string {
  return [parts.establishmentName, parts.flatNo, parts.streetName, parts.additionalDetails]
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(', ');
}
