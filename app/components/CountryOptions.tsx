/** A country as the phone pickers show it (app/phone-numbers.server.ts countryOptions). */
export type CountryOption = { code: string; dial: string; name: string; flag: string };

/** The options of a phone's country picker: flag, name and dial code (the login, the profile, the checkout). */
export function CountryOptions({ countries }: { countries: CountryOption[] }) {
  return (
    <>
      {countries.map((c) => (
        <option key={c.code} value={c.code}>
          {`${c.flag} ${c.name} (${c.dial})`}
        </option>
      ))}
    </>
  );
}
