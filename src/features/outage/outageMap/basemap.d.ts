/** The URL of the offline base map (scripts/basemap.ts). */
declare module 'virtual:outage-basemap' {
  const url: string;
  export default url;
}
