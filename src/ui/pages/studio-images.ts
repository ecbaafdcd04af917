/** Pictures from the seeded portfolio that the about and gallery pages show. */
export interface StudioImage {
  readonly src: string;
  readonly alt: string;
}

const picture = (id: string, alt: string): StudioImage => ({ src: `/media/gallery/${id}-wm-960.jpg`, alt });

export const STUDIO_IMAGES: readonly StudioImage[] = [
  picture('golden-hour-bodija', 'A mother and daughter at Bodija market at sunset'),
  picture('aso-ebi-morning', 'Bridesmaids in matching gele before a wedding'),
  picture('adire-studio', 'A model in hand-dyed adire in the studio'),
  picture('market-colours', 'Stacks of fabric and peppers at Oje market'),
  picture('four-generations', 'Four generations of one family in one frame'),
  picture('talking-drums', 'Three talking drummers at a naming ceremony'),
];
