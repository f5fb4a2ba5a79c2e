export interface LegalDoc {
  title: string;
  updatedAt: string;
  intro: string[];
  sections: { heading: string; paragraphs: string[] }[];
}
