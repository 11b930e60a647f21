/** The URL of the offline base map (scripts/basemap.ts), made by the Vite plugin of that file. */
declare module 'virtual:outage-basemap' {
  const url: string;
  export default url;
}
