/**
 * A mistake in the content: the file, the field (as the code names it:
 * "phone", "item ke-3: answer"), the line of the file where there is one, and
 * what to do about it, in Indonesian. Staff see the file and field in the
 * editor's words (./loading/problem-messages.ts). The shape lives here, below the
 * articles and the reading of the files, so that every floor of the content
 * layer can report a problem; the messages are made on the floor above them all.
 */
export interface ContentProblem {
  file: string;
  field: string;
  /** 1-based line of the file, counted as an editor shows it. */
  line?: number;
  message: string;
  /**
   * Other entries' files the mistake is between (the category list, for an article filed under a
   * category no longer in it): a publication keeps back whichever of them was saved last.
   */
  also?: string[];
}
