/** A chosen CSV file: its name and a way to read it (a browser File fits; tests pass a stand-in). */
export interface CsvFile {
  name: string;
  text: () => Promise<string>;
}
