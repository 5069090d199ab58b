/** The shop's 27 sample products (SPEC §9); prices in the currency's units, images drawn in public/images/products. */
export interface CatalogueEntry {
  name: string;
  brand: string;
  category: string;
  price: number;
  rating: number;
  freeShipping: boolean;
  colors: string[];
  description: string;
}

const row = (name: string, brand: string, category: string, price: number, rating: number, freeShipping: boolean, colors: string[], description: string): CatalogueEntry => ({
  name,
  brand,
  category,
  price,
  rating,
  freeShipping,
  colors,
  description,
});

export const CATEGORIES = ['Cell Phones', 'Computers', 'Smart Watches', 'Headphones', 'Cameras', 'Appliances', 'Audio', 'Gaming', 'Tablets'] as const;

export const CATALOGUE: CatalogueEntry[] = [
  row('Nimbus X12 Pro', 'Nimbus', 'Cell Phones', 999.99, 5, true, ['primary', 'dark', 'secondary'], 'Pantalla OLED de 6,7 pulgadas, triple cámara de 48 MP y batería para dos días. Carga rápida de 65 W y cuerpo de aluminio reciclado.'),
  row('Nimbus X12 Lite', 'Nimbus', 'Cell Phones', 429.0, 4, true, ['success', 'info'], 'Lo esencial del X12 en un cuerpo más ligero: pantalla de 6,1 pulgadas a 120 Hz y doble cámara con modo nocturno.'),
  row('Orbit Fold 2', 'Orbit', 'Cell Phones', 1599.0, 4, false, ['dark', 'warning'], 'Un teléfono que se abre en una tableta de 7,6 pulgadas. Bisagra sin holgura y multitarea con tres aplicaciones.'),
  row('Kairo Phone 8a', 'Kairo', 'Cell Phones', 349.5, 3, false, ['primary', 'danger', 'secondary'], 'Android puro con siete años de actualizaciones, cámara de 64 MP y lector de huellas en pantalla.'),
  row('Vértice Book Air 14', 'Vértice', 'Computers', 1249.0, 5, true, ['secondary', 'dark'], 'Portátil de 1,2 kg con procesador de diez núcleos, 16 GB de memoria y 18 horas de autonomía. Sin ventilador, sin ruido.'),
  row('Vértice Book Pro 16', 'Vértice', 'Computers', 2399.0, 5, true, ['secondary'], 'Pantalla de 16 pulgadas con brillo de 1.000 nits, gráfica dedicada y 32 GB de memoria para edición de vídeo 8K.'),
  row('Kairo Station Mini', 'Kairo', 'Computers', 649.0, 4, false, ['dark'], 'Sobremesa del tamaño de un libro: cuatro salidas de vídeo, wifi 7 y un consumo en reposo de 6 W.'),
  row('Orbit Creator 27', 'Orbit', 'Computers', 1899.99, 3, false, ['secondary', 'info'], 'Todo en uno con pantalla 5K de 27 pulgadas, cámara de 12 MP centrada y seis altavoces.'),
  row('Lumen Watch S3', 'Lumen', 'Smart Watches', 279.0, 4, true, ['dark', 'danger', 'success'], 'Pulsómetro, oxígeno en sangre, GPS de doble frecuencia y una semana de batería con la pantalla siempre activa.'),
  row('Lumen Watch Active', 'Lumen', 'Smart Watches', 149.0, 3, true, ['info', 'warning'], 'Reloj deportivo sumergible a 50 m con más de 100 modos de entrenamiento y pagos sin contacto.'),
  row('Nimbus Band 5', 'Nimbus', 'Smart Watches', 59.9, 2, false, ['dark', 'primary'], 'Pulsera ligera que cuenta pasos, sueño y estrés; avisa de llamadas y mensajes.'),
  row('Solano Buds Pro', 'Solano', 'Headphones', 199.0, 5, true, ['secondary', 'dark'], 'Auriculares inalámbricos con cancelación de ruido adaptativa, audio espacial y estuche con carga inalámbrica.'),
  row('Solano Studio 700', 'Solano', 'Headphones', 349.0, 4, true, ['dark', 'secondary', 'primary'], 'Diadema cerrada con drivers de 40 mm, 30 horas de batería y micrófonos que aíslan tu voz del viento.'),
  row('Boreal Sport Neckband', 'Boreal', 'Headphones', 39.99, 2, false, ['success', 'danger'], 'Auriculares de cuello resistentes al sudor, con imanes para que no se enreden.'),
  row('Arcadia Lens Z50', 'Arcadia', 'Cameras', 1099.0, 5, true, ['dark'], 'Cámara sin espejo de 24 MP con sensor APS-C, estabilización en cinco ejes y vídeo 4K a 60 fps.'),
  row('Arcadia Snap 10', 'Arcadia', 'Cameras', 229.0, 3, false, ['info', 'warning', 'danger'], 'Compacta con zoom óptico de 10 aumentos y pantalla abatible para autorretratos.'),
  row('Boreal Action 4K', 'Boreal', 'Cameras', 299.0, 4, true, ['dark', 'primary'], 'Cámara de acción sumergible a 10 m, estabilización horizonte y pantalla delantera.'),
  row('Zenda Cafetera Barista', 'Zenda', 'Appliances', 459.0, 4, false, ['secondary', 'danger'], 'Espresso con molinillo integrado de 15 ajustes, vaporizador de leche y limpieza automática.'),
  row('Zenda Robot Aspirador R9', 'Zenda', 'Appliances', 529.0, 3, true, ['dark', 'secondary'], 'Mapea la casa con láser, friega y aspira a la vez y se vacía solo en su base.'),
  row('Zenda Freidora de Aire XL', 'Zenda', 'Appliances', 119.0, 5, false, ['dark', 'danger'], 'Cesta de 6 litros, ocho programas y ventana para ver la comida sin abrir.'),
  row('Solano Barra de Sonido 5.1', 'Solano', 'Audio', 599.0, 4, true, ['dark'], 'Barra con subwoofer inalámbrico, Dolby Atmos y modo nocturno que realza los diálogos.'),
  row('Boreal Altavoz Roca', 'Boreal', 'Audio', 89.0, 4, false, ['success', 'warning', 'primary'], 'Altavoz portátil que flota, resiste golpes y suena 20 horas seguidas.'),
  row('Solano Tocadiscos TT-2', 'Solano', 'Audio', 279.0, 2, false, ['secondary', 'warning'], 'Tocadiscos de tracción por correa con previo integrado y salida Bluetooth.'),
  row('Kairo Consola Nova', 'Kairo', 'Gaming', 499.0, 5, true, ['dark', 'secondary'], 'Consola de nueva generación con SSD de 1 TB, trazado de rayos y juegos a 120 fps.'),
  row('Kairo Mando Pro', 'Kairo', 'Gaming', 69.99, 4, false, ['dark', 'danger', 'primary'], 'Mando con gatillos adaptativos, palancas intercambiables y 40 horas de batería.'),
  row('Orbit Tab 11', 'Orbit', 'Tablets', 579.0, 4, true, ['secondary', 'info'], 'Tableta de 11 pulgadas con lápiz incluido, cuatro altavoces y 12 horas de vídeo.'),
  row('Nimbus Pad Kids', 'Nimbus', 'Tablets', 139.0, 1, false, ['warning', 'success'], 'Tableta de 8 pulgadas con funda antigolpes, control parental y un año de contenidos educativos.'),
];

/** A name as it appears in an address: lower case, accents dropped, words joined by dashes. */
export function slugOf(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
