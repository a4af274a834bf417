/**
 * The title of a catalogue service as the screens show it (the catalogue, suggested services).
 * HOOK for the service-definition translations (issue 20, helper svcdefs): the server answers the
 * English title of services.catalog.json; its translation (key `catalog#/title` in
 * schemas/<folder>/translations/<language>.json) is to be returned here for the language on
 * screen. Until then the English title shows (it is data of the API's answer).
 */
export function serviceTitle(service: { id: string; title: string }): string {
  return service.title;
}
