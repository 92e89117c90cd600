declare module 'vnu-jar' {
  /** path of vnu.jar */
  const jar: string;
  export default jar;
}
