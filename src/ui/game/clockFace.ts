/** The clock's hour as the dial's numeral and in words: 0 → XII (midnight), 3 → III, 6 → VI, 9 → IX. */
export function clockFace(hour: number): { readonly numeral: string; readonly words: string } {
  switch (hour) {
    case 0:
      return { numeral: 'XII', words: 'midnight' }
    case 3:
      return { numeral: 'III', words: 'three o’clock' }
    case 6:
      return { numeral: 'VI', words: 'six o’clock' }
    case 9:
      return { numeral: 'IX', words: 'nine o’clock' }
    default:
      throw new Error(`ui: the clock shows only 0, 3, 6 or 9 hours past midnight, not ${hour}`)
  }
}
