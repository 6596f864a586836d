import type { UserCenterTexts } from './seed-types.js';

/* Brazilian Portuguese texts of the user center's seed content, translated from en.ts. */

const articles: UserCenterTexts['articles'] = {
  '1': {
    title: 'Os Cinco Grandes: cinco traços amplos que descrevem a personalidade',
    summary: 'O modelo dos Cinco Grandes (Big Five) é a forma mais pesquisada de descrever a personalidade. Veja o que cada traço significa e o que ele não significa.',
    paragraphs: [
      'Quando pesquisadores reuniram milhares de palavras que as pessoas usam para descrever umas às outras, descobriram que muitas delas se agrupavam. Ao longo de décadas, estudos em muitos países continuaram encontrando cinco grandes dimensões. Hoje elas são conhecidas como os Cinco Grandes: abertura à experiência, conscienciosidade, extroversão, amabilidade e neuroticismo.',
      'A abertura descreve a curiosidade e o interesse por novas ideias, arte e experiências. A conscienciosidade descreve o quanto uma pessoa tende a ser organizada, cuidadosa e confiável. A extroversão tem a ver com a energia que vem do contato social e com a tendência a sentir emoções positivas. A amabilidade descreve cordialidade, confiança e vontade de cooperar. O neuroticismo descreve a facilidade com que uma pessoa sente preocupação, tristeza ou estresse; seu oposto costuma ser chamado de estabilidade emocional.',
      'Cada traço é uma escala, não uma caixa. A maioria das pessoas fica em algum ponto do meio, e só algumas estão nos extremos. Uma pontuação baixa não é uma fraqueza, e uma pontuação alta não é uma força por si só: uma pessoa muito amável pode ter dificuldade para dizer não, enquanto uma pessoa menos amável pode se sair bem em negociações difíceis.',
      'Os traços são bastante estáveis na vida adulta, mas não são fixos. Em média, as pessoas ficam um pouco mais conscienciosas e amáveis e um pouco menos neuróticas à medida que envelhecem. Acontecimentos da vida, novos papéis e esforço deliberado também podem trazer mudanças.',
      'As pontuações dos Cinco Grandes estão ligadas a muitos resultados, como desempenho no trabalho, hábitos de saúde e satisfação nos relacionamentos. Essas ligações são reais, mas modestas: a personalidade é uma influência entre muitas, ao lado das habilidades, das situações e das escolhas. O resultado de um teste funciona melhor como ponto de partida para reflexão, não como um veredito.',
    ],
  },
  '2': {
    title: 'Como um teste de personalidade é construído',
    summary: 'Por trás de um questionário curto há um trabalho cuidadoso: escrever itens, equilibrá-los e verificar se as pontuações são consistentes. Este artigo mostra as principais etapas.',
    paragraphs: [
      'Um teste de personalidade começa com uma definição clara do que ele deve medir. Se um teste mede extroversão, seus criadores primeiro descrevem como é o comportamento extrovertido no dia a dia. Depois escrevem muitas afirmações curtas, chamadas itens, como “Gosto de conhecer pessoas novas”. As pessoas respondem em uma escala, por exemplo de “discordo totalmente” a “concordo totalmente”. Cada traço precisa de vários itens, porque uma única pergunta é facilmente mal interpretada ou respondida ao acaso.',
      'Bons testes incluem itens invertidos. Eles são redigidos na direção oposta, como “Prefiro noites tranquilas em casa”. Concordar com eles reduz a pontuação. Misturar os dois tipos de item protege contra um hábito comum: concordar com quase tudo, não importa o que esteja escrito.',
      'Em seguida, os itens são testados com grandes grupos de pessoas. A estatística mostra quais itens combinam entre si e quais não. Itens confusos, itens que quase todo mundo responde da mesma forma ou itens que medem outra coisa são removidos ou reescritos.',
      'Depois, os criadores verificam a fidedignidade. A consistência interna mostra se os itens de uma mesma escala concordam entre si. A fidedignidade teste-reteste mostra se as pessoas obtêm pontuações parecidas quando refazem o teste algumas semanas depois. Um teste que dá resultados muito diferentes de uma semana para outra não tem muito a dizer.',
      'Por fim, vem a validade: o teste mede o que afirma medir? As pontuações são comparadas com outros testes consagrados, com avaliações feitas por amigos e com o comportamento real. Nenhum teste é perfeito, por isso um relatório cuidadoso sempre apresenta os resultados como tendências, não como fatos certos sobre uma pessoa.',
    ],
  },
  '3': {
    title: 'O que acontece em uma primeira sessão de aconselhamento',
    summary: 'Muitas pessoas ficam nervosas antes da primeira consulta com um profissional. Saber o que costuma acontecer pode facilitar o primeiro passo.',
    paragraphs: [
      'Uma primeira sessão de aconselhamento serve principalmente para vocês se conhecerem. O profissional quer entender por que você veio, o que você espera que mude e como está a sua vida neste momento. Você não precisa preparar uma história perfeita; tudo bem dizer que não sabe por onde começar.',
      'No início, o profissional costuma explicar questões práticas: quanto tempo duram as sessões, com que frequência vocês vão se encontrar, quanto custa e como funcionam os cancelamentos. Ele também vai explicar o sigilo: o que você diz fica em sigilo, com algumas exceções previstas em lei, por exemplo quando alguém corre perigo grave. Você pode fazer perguntas sobre tudo isso.',
      'Depois, o profissional vai perguntar sobre as suas preocupações atuais e, muitas vezes, sobre sono, trabalho, relacionamentos, saúde e experiências passadas. Algumas perguntas podem parecer pessoais. Você decide o quanto compartilha e pode dizer que ainda não está pronto para falar sobre algum assunto.',
      'Perto do fim, vocês podem conversar sobre os primeiros objetivos e sobre como poderiam trabalhar juntos. Alguns profissionais sugerem uma pequena tarefa para experimentar antes do próximo encontro, como reparar em quando um problema aparece durante a semana.',
      'É normal se sentir cansado ou emocionado depois da primeira sessão. Também é normal perceber que não houve sintonia; a confiança entre você e o profissional é um dos principais preditores de bons resultados. Se você estiver em crise ou achar que pode se machucar, procure imediatamente os serviços de emergência locais ou uma linha de apoio em crises, em vez de esperar por uma consulta.',
    ],
  },
  '4': {
    title: 'Como funciona a terapia cognitivo-comportamental',
    summary: 'A terapia cognitivo-comportamental (TCC) é uma das formas de tratamento psicológico mais estudadas. Este artigo explica suas ideias principais em palavras simples.',
    paragraphs: [
      'A terapia cognitivo-comportamental, ou TCC, se baseia em uma ideia simples: pensamentos, sentimentos, sensações do corpo e ações influenciam uns aos outros. Se você pensa “Vou me dar mal nesta apresentação”, pode se sentir ansioso, seu coração pode disparar e você pode evitar se preparar. Evitar torna o fracasso mais provável, o que parece confirmar o pensamento original.',
      'Na TCC, a pessoa e o terapeuta examinam esses ciclos juntos. Uma ferramenta comum é o registro de pensamentos: você anota uma situação, seu pensamento automático, o sentimento e sua intensidade, e depois procura evidências a favor e contra esse pensamento. O objetivo não é pensar positivo, mas pensar de forma mais equilibrada e realista. Com o tempo, as pessoas aprendem a perceber armadilhas de pensamento comuns, como esperar o pior ou achar que sabem o que os outros estão pensando.',
      'A parte comportamental é igualmente importante. As pessoas testam suas crenças com pequenos experimentos, enfrentam aos poucos situações que evitam ou planejam atividades que trazem prazer ou sensação de realização. Mudanças na ação muitas vezes levam a mudanças no humor e nas crenças.',
      'A TCC costuma ser estruturada e ter duração limitada, muitas vezes entre 6 e 20 sessões. As sessões seguem uma pauta, e tarefas entre as sessões são comuns. Muitos estudos mostram que a TCC ajuda em casos de ansiedade, depressão, insônia e outros problemas, embora nem todas as pessoas respondam da mesma forma.',
      'Algumas técnicas da TCC podem ser aprendidas em livros e cursos, e a autoajuda pode ser um primeiro passo útil. No entanto, ler sobre TCC não substitui a ajuda profissional. Se seus problemas forem graves, durarem muito tempo ou afetarem o seu dia a dia, converse com um profissional de saúde mental qualificado.',
    ],
  },
  '5': {
    title: 'Sono e humor: uma via de mão dupla',
    summary: 'Dormir mal pode derrubar o seu humor, e o humor baixo pode atrapalhar o seu sono. Veja o que a pesquisa diz e quais hábitos simples podem ajudar.',
    paragraphs: [
      'A maioria das pessoas conhece a sensação: depois de uma noite ruim, pequenos problemas parecem maiores e a paciência acaba rápido. Os estudos confirmam isso. Mesmo uma única noite de sono curto faz as pessoas reagirem com mais força a acontecimentos negativos e torna mais difícil sentir emoções positivas.',
      'A ligação também funciona no sentido contrário. Preocupação, estresse e humor baixo podem dificultar o adormecer ou fazer a pessoa acordar cedo demais. Isso pode criar um ciclo em que o sono ruim e o humor baixo se alimentam mutuamente. Problemas de sono duradouros estão ligados a um risco maior de depressão e ansiedade.',
      'Especialistas em sono recomendam de 7 a 9 horas por noite para a maioria dos adultos. A qualidade importa tanto quanto a quantidade. Um horário regular, acordando no mesmo horário todos os dias, é um dos hábitos mais eficazes, porque estabiliza o relógio biológico. Dormir muito mais nos fins de semana pode deslocar esse relógio e tornar as manhãs de segunda-feira mais difíceis.',
      'Outros hábitos úteis incluem luz natural pela manhã, menos cafeína depois do meio-dia, um quarto fresco e escuro e uma rotina tranquila antes de dormir. Se você ficar muito tempo acordado na cama, pode ajudar levantar, fazer algo tranquilo com pouca luz e voltar para a cama quando sentir sono.',
      'Estas dicas são informações gerais e não substituem a ajuda profissional. Se você dorme mal há várias semanas, ronca alto, sente muito sono durante o dia ou seu humor continua baixo, converse com um médico. Tratamentos estruturados para insônia, como a TCC para insônia, funcionam bem para muitas pessoas.',
    ],
  },
  '6': {
    title: 'Tipos ou traços? Duas formas de descrever a personalidade',
    summary: 'Alguns testes classificam as pessoas em tipos, outros as posicionam em escalas. Os dois têm sua utilidade, e conhecer a diferença ajuda você a ler seus resultados com sabedoria.',
    paragraphs: [
      'A personalidade pode ser descrita de duas formas principais. Os modelos de tipos colocam as pessoas em categorias, como os 16 tipos de personalidade formados a partir de quatro pares de preferências. Os modelos de traços, como os Cinco Grandes, descrevem cada pessoa pela sua posição em várias escalas contínuas.',
      'Os modelos de tipos são fáceis de lembrar e de discutir. Um tipo de quatro letras oferece um resumo curto que muitas pessoas acham significativo e pode abrir boas conversas sobre diferenças no trabalho ou em casa. É por isso que testes baseados em tipos são populares em coaching e em workshops de equipe. Um tipo também lembra que preferências diferentes são normais e que nenhum tipo é melhor que outro.',
      'Os modelos de traços são mais precisos. A pesquisa mostra que a maioria das características de personalidade se distribui ao longo de uma escala, com a maior parte das pessoas no meio. Uma pessoa só um pouco mais introvertida do que extrovertida recebe a mesma letra de tipo que uma pessoa muito introvertida, embora as duas possam se comportar de maneira bem diferente.',
      'Por isso, bons relatórios baseados em tipos também mostram o quanto cada preferência é clara. Se a sua pontuação em um par estiver perto do meio, a descrição oposta pode combinar com você quase tão bem quanto. Vale a pena ler as duas descrições e decidir qual parece mais precisa.',
      'As duas abordagens podem ser úteis se lembrarmos de seus limites. Um tipo é um resumo útil, não uma jaula: ele não determina suas capacidades, sua carreira nem quem você deve amar. Seu comportamento também depende da situação, dos seus objetivos e das habilidades que você desenvolve.',
    ],
  },
  '7': {
    title: 'Como ler os resultados do seu teste com sabedoria',
    summary: 'Uma pontuação é uma informação, não um rótulo. Saiba o que percentis, faixas de pontuação e erro de medida significam para os seus resultados.',
    paragraphs: [
      'Muitos relatórios de personalidade mostram percentis. Um percentil 70 em um traço significa que você pontuou mais alto do que cerca de 70% das pessoas do grupo de comparação. Não significa que você acertou 70% das respostas; em testes de personalidade não existem respostas certas ou erradas. Os percentis também dependem do grupo de comparação, então as mesmas respostas podem dar um percentil um pouco diferente em outro grupo.',
      'Toda pontuação inclui algum erro de medida. Seu humor, a hora do dia e a forma como você entendeu uma pergunta podem mudar um pouco o resultado. Por isso, bons relatórios descrevem faixas ou tendências. Uma diferença de poucos pontos entre duas pessoas, ou entre duas aplicações do teste, muitas vezes não é significativa.',
      'Resultados perto do meio de uma escala merecem cuidado especial. Se um relatório coloca você em uma categoria por causa de uma diferença pequena, a descrição oposta também pode combinar com você em muitas situações. Leia os dois lados e repare onde você se reconhece.',
      'Faça três perguntas a si mesmo ao ler um relatório. Isso combina com a forma como eu me comporto em diferentes situações? As pessoas que me conhecem bem concordariam? O que eu poderia fazer com essa informação? Conversar sobre seus resultados com um amigo pode trazer novos pontos de vista úteis.',
      'Por fim, lembre-se do propósito do teste. Um teste de personalidade para autoconhecimento não é um diagnóstico clínico e não consegue detectar um transtorno de saúde mental. Se você estiver preocupado com a sua saúde mental, um profissional qualificado pode fazer uma avaliação adequada.',
    ],
  },
  '8': {
    title: 'Como escolher um terapeuta que combine com você',
    summary: 'A relação com o seu terapeuta importa muito. Estes passos práticos ajudam você a encontrar um profissional qualificado e a avaliar se a parceria é a certa.',
    paragraphs: [
      'A pesquisa mostra de forma consistente que a relação de trabalho entre cliente e terapeuta, muitas vezes chamada de aliança terapêutica, é um dos principais preditores de bons resultados. Isso significa que vale a pena se esforçar para encontrar a pessoa certa.',
      'Comece pelas qualificações. Verifique se a pessoa tem formação e registro em um conselho ou entidade profissional reconhecida no seu país. Os títulos variam de país para país, então tudo bem perguntar diretamente: Qual é a sua formação? Quem supervisiona o seu trabalho? Como você protege a minha privacidade?',
      'Depois, pense no que você precisa. Alguns terapeutas se concentram em problemas específicos, como ansiedade, luto ou relacionamentos. Outros trabalham com determinados métodos, como a terapia cognitivo-comportamental ou a abordagem centrada na pessoa. Você também pode considerar pontos práticos: idioma, localização, sessões online, custo e horários disponíveis. A pesquisa sugere que muitos métodos diferentes funcionam, em média, de forma parecida, então a sua confiança na pessoa importa tanto quanto o método.',
      'Muitos terapeutas oferecem uma primeira conversa curta. Use-a para perceber como você se sente. Você se sente ouvido e respeitado? A pessoa explica com clareza como trabalha? Você não precisa se sentir totalmente à vontade logo de cara, mas deve se sentir seguro.',
      'Depois de algumas sessões, tudo bem avaliar o trabalho juntos. Se você sentir que nada está mudando, diga isso; um bom terapeuta recebe bem esse retorno. Se mesmo assim a parceria não funcionar, trocar de profissional é uma escolha normal e saudável. Em uma emergência, não espere encontrar a pessoa certa: procure os serviços de emergência locais ou uma linha de apoio em crises.',
    ],
  },
  '9': {
    title: 'Ativação comportamental: pequenas ações que melhoram o humor',
    summary: 'Quando o humor está baixo, as pessoas costumam esperar se sentir melhor antes de fazer as coisas. A ativação comportamental inverte essa lógica e começa pela ação.',
    paragraphs: [
      'O humor baixo muitas vezes leva as pessoas a se isolarem. Elas deixam de encontrar os amigos, abandonam seus hobbies e ficam em casa. Isso é compreensível, mas também elimina as atividades que poderiam trazer prazer e sensação de realização, e assim o humor pode cair ainda mais.',
      'A ativação comportamental é uma abordagem de tratamento que atua sobre esse ciclo. Em vez de esperar pela motivação, a pessoa planeja atividades pequenas e concretas e as faz mesmo sem vontade. Estudos mostram que essa abordagem pode ser tão eficaz quanto outras terapias estruturadas para a depressão.',
      'O primeiro passo costuma ser a observação. Durante uma semana, você anota o que faz a cada hora e avalia o seu humor. Muitas pessoas descobrem padrões claros, por exemplo que o humor fica pior depois de longos períodos no sofá e melhor depois de uma caminhada curta ou de uma ligação para um amigo.',
      'Em seguida, você escolhe atividades que importam para você e as torna pequenas o bastante para dar certo: uma caminhada de dez minutos em vez de um plano de academia, ou uma mensagem para um amigo em vez de organizar uma festa. Você as coloca na agenda e repara em como se sente depois. Com as semanas, as atividades podem ficar aos poucos maiores e mais regulares. Recaídas são normais; o plano é simplesmente ajustado e retomado.',
      'A ativação comportamental é simples de descrever, mas pode ser difícil de fazer sozinho quando o humor está muito baixo. Este artigo não substitui a ajuda profissional. Se o humor baixo durar mais de duas semanas ou se você tiver pensamentos de se machucar, procure um médico, um profissional de saúde mental ou uma linha de apoio em crises.',
    ],
  },
  '10': {
    title: 'Burnout: primeiros sinais e o que você pode fazer',
    summary: 'O burnout se desenvolve aos poucos a partir de um estresse prolongado no trabalho. Reconhecer os primeiros sinais dá a você mais opções para mudar de rumo.',
    paragraphs: [
      'A Organização Mundial da Saúde descreve o burnout como um fenômeno ocupacional causado por estresse crônico no trabalho que não foi gerenciado com sucesso. Ele tem três características principais: exaustão, distanciamento mental do próprio trabalho ou sentimentos cínicos em relação a ele, e redução da eficácia profissional.',
      'O burnout raramente aparece de repente. Os primeiros sinais muitas vezes incluem um cansaço que não passa depois de um fim de semana, dificuldade para desligar à noite, mais irritabilidade e menos interesse por partes do trabalho que antes pareciam ter sentido. Problemas de sono, dores de cabeça e resfriados frequentes também podem aparecer. Colegas e familiares podem notar mudanças, como isolamento ou pavio mais curto, antes da própria pessoa.',
      'As causas costumam estar tanto na situação de trabalho quanto na pessoa. A pesquisa aponta carga de trabalho alta, pouco controle, papéis pouco claros, falta de reconhecimento, tratamento injusto e conflito entre os valores pessoais e o trabalho. Fatores pessoais, como perfeccionismo elevado ou dificuldade de dizer não, podem aumentar o risco.',
      'Passos úteis incluem conversar com o seu gestor sobre prioridades e carga de trabalho, proteger pausas de verdade, limitar as mensagens de trabalho fora do expediente e reservar tempo para sono, movimento e pessoas de quem você gosta. Anotar durante duas semanas o que drena e o que recarrega a sua energia pode mostrar onde a mudança é mais necessária.',
      'O burnout pode se sobrepor à depressão e à ansiedade, e os sintomas podem ser sérios. Este artigo não substitui a ajuda profissional. Se a exaustão durar semanas, seu humor continuar baixo ou as tarefas do dia a dia parecerem impossíveis, converse com um médico ou com um profissional de saúde mental.',
    ],
  },
  '11': {
    title: 'Cinco mitos sobre introvertidos',
    summary: 'A introversão é muitas vezes mal compreendida. Veja o que a pesquisa diz sobre personalidades mais reservadas, e o que ela não diz.',
    paragraphs: [
      'Na pesquisa sobre personalidade, a introversão é a ponta baixa da escala de extroversão. Os introvertidos tendem a preferir ambientes mais calmos e grupos menores e muitas vezes precisam de um tempo sozinhos para recarregar as energias depois de eventos sociais agitados. A pesquisa sugere que as pessoas diferem na quantidade de estímulo que acham confortável, e os introvertidos tendem a chegar ao seu limite mais cedo. Como todo traço, é uma questão de grau, e muitas pessoas ficam em algum ponto do meio.',
      'Mito um: introvertidos são tímidos. A timidez é um medo do julgamento social, enquanto a introversão é uma preferência por menos estímulo. Alguns introvertidos não são nada tímidos, e alguns extrovertidos são. Mito dois: introvertidos não gostam de gente. A maioria dos introvertidos valoriza relações próximas; muitas vezes eles preferem conversas profundas com poucas pessoas a conversa fiada com muitas.',
      'Mito três: introvertidos não podem ser líderes. Estudos mostram que líderes introvertidos podem ser muito eficazes, principalmente com equipes proativas, porque tendem a ouvir e a deixar que os outros tragam ideias. Mito quatro: a introversão é algo a ser corrigido. Ela é uma variação normal da personalidade, não um problema.',
      'Mito cinco: introvertidos e extrovertidos são tipos de pessoa completamente diferentes. Na realidade, todo mundo se comporta de forma mais ou menos expansiva dependendo da situação. A pesquisa mostra até que os introvertidos muitas vezes gostam de agir de forma expansiva por um tempo, embora possam se sentir cansados depois.',
      'Saber onde você está nessa escala pode ajudar a planejar os seus dias: quando buscar companhia, quando descansar e como explicar suas necessidades aos outros. Sua pontuação descreve uma tendência, não um limite para o que você pode fazer.',
    ],
  },
  '12': {
    title: 'O estresse e o corpo: o que acontece e como se recuperar',
    summary: 'O estresse não está só na mente. Este artigo explica como o corpo reage à pressão e quais hábitos simples ajudam a voltar à calma.',
    paragraphs: [
      'Quando você enfrenta um desafio, seu corpo se prepara para agir. O sistema nervoso e hormônios como a adrenalina e o cortisol fazem o coração bater mais rápido, aceleram a respiração e tensionam os músculos. A energia é direcionada para onde é necessária, e a digestão desacelera. Essa resposta ao estresse é antiga e útil: ela nos ajuda a reagir rapidamente.',
      'Os problemas surgem quando a resposta é ativada com frequência demais ou por tempo demais. O estresse contínuo está ligado a sono ruim, dores de cabeça, problemas de estômago, pressão alta e um sistema imunológico mais fraco. Ele também pode dificultar a concentração e a capacidade de aproveitar as coisas.',
      'A recuperação é a outra metade da história. O corpo tem um sistema de calma que desacelera o coração e favorece o descanso e a digestão. Respirar devagar, principalmente com uma expiração mais longa, é uma forma simples de ativá-lo. Experimente inspirar por quatro segundos e expirar por seis segundos durante alguns minutos.',
      'Atividade física regular, sono suficiente, tempo na natureza e contato com pessoas que apoiam você ajudam o corpo a se recuperar. Pequenas pausas ao longo do dia também contam: uma caminhada curta ou alguns minutos longe das telas podem reduzir a tensão antes que ela se acumule. Também ajuda perceber os seus próprios sinais precoces, como a mandíbula travada ou a respiração curta, para poder reagir mais cedo.',
      'Alguns sintomas físicos podem ter causas médicas, então não explique tudo pelo estresse. Este artigo não substitui a ajuda profissional. Se os sintomas forem fortes, novos ou não passarem, procure um médico; se o estresse parecer incontrolável, um profissional de saúde mental pode ajudar.',
    ],
  },
};

const courseCategories: UserCenterTexts['courseCategories'] = {
  '1': { name: 'Autoconhecimento', description: 'Entenda sua personalidade, seus pontos fortes e seus valores, e use-os no dia a dia.' },
  '2': { name: 'Relacionamentos', description: 'Construa relacionamentos mais próximos e tranquilos com parceiros, amigos e família.' },
  '3': { name: 'Trabalho e estresse', description: 'Lide com a pressão no trabalho, recupere sua energia e previna o burnout.' },
};

const courses: UserCenterTexts['courses'] = {
  '1': {
    title: 'Entendendo o seu tipo de personalidade',
    summary: 'Um guia prático para ler o seu resultado de 16 tipos e usá-lo no dia a dia.',
    description:
      'Este curso explica o que significam os quatro pares de preferências de um modelo de 16 tipos e como ler o seu próprio resultado. Exercícios curtos ajudam você a comparar o resultado com a sua vida real e a transformá-lo em próximos passos úteis.',
    author: 'Equipe editorial Mindprint',
    chapters: [
      {
        title: 'Capítulo 1: O que um tipo de personalidade pode dizer a você',
        paragraphs: [
          'Um tipo de personalidade é um resumo curto das suas preferências: de onde você tira energia, como absorve informações, como toma decisões e como gosta de organizar a sua vida. Ele descreve o que parece natural para você, não aquilo de que você é capaz. Qualquer tipo pode aprender qualquer habilidade.',
          'Seu resultado se baseia nas suas próprias respostas, então reflete como você se vê hoje. É um ponto de partida para reflexão. A pergunta mais útil não é “Isso sou eu?”, mas “Em que isso combina comigo e em que não combina?”',
          'Exercício: leia a descrição curta do seu tipo. Sublinhe três frases que combinam bem com você e circule uma frase que não combina. Para cada frase sublinhada, escreva um exemplo do último mês.',
        ],
      },
      {
        title: 'Capítulo 2: Os quatro pares de preferências',
        paragraphs: [
          'Extroversão e introversão descrevem para onde você direciona sua energia: para as pessoas e a atividade, ou para o seu mundo interior e a reflexão tranquila. Sensação e intuição descrevem como você prefere absorver informações: fatos concretos e experiência, ou padrões e possibilidades.',
          'Pensamento e sentimento descrevem como você prefere tomar decisões: pela análise lógica, ou considerando valores e as pessoas envolvidas. Julgamento e percepção descrevem como você gosta de viver: com planos e assuntos encerrados, ou com flexibilidade e opções em aberto. Todo mundo usa os dois lados de cada par; a preferência só mostra qual lado parece mais fácil.',
          'Exercício: para cada par, escreva uma situação em que você usou claramente o seu lado preferido e outra em que usou o outro lado. Repare em como se sentiu em cada uma. Usar o lado menos preferido costuma ser possível, mas é mais cansativo.',
        ],
      },
      {
        title: 'Capítulo 3: Preferências claras e próximas',
        paragraphs: [
          'Seu relatório mostra o quanto cada preferência é clara. Uma preferência clara significa que suas respostas apontaram com força para uma direção. Uma preferência próxima significa que suas respostas ficaram quase equilibradas, e as duas descrições podem combinar com você em situações diferentes.',
          'Resultados próximos não são um problema. Muitas vezes mostram flexibilidade. No entanto, também significam que a letra do seu tipo nesse par é menos certa. Se você refizer o teste, é essa a letra com mais chance de mudar. Isso não quer dizer que o teste falhou; quer dizer que você usa os dois lados com bastante frequência.',
          'Perguntas para reflexão: quais das suas preferências são claras? Quais são próximas? Para um par próximo, leia as duas descrições. Em que situações você age como uma e em quais como a outra? Pergunte a um amigo qual descrição ele acha que combina mais com você, e por quê.',
        ],
      },
      {
        title: 'Capítulo 4: Colocando o seu tipo em prática',
        paragraphs: [
          'Conhecer suas preferências pode ajudar você a planejar os seus dias. Se você prefere a introversão, pode reservar um tempo tranquilo depois de reuniões longas. Se prefere a percepção, pode definir alguns prazos fixos para que as opções em aberto não virem estresse de última hora.',
          'Seu tipo também pode melhorar a comunicação. Pessoas com preferências diferentes podem precisar de informações diferentes: fatos e etapas para umas, a visão geral e os motivos para outras. Perguntar “Do que você precisa de mim para decidir?” costuma ajudar mais do que tentar adivinhar.',
          'Exercício final: escolha uma situação que costuma dar errado para você, como reuniões de equipe ou o planejamento de uma viagem de férias. Escreva quais das suas preferências têm um papel nisso, o que a outra pessoa talvez prefira e uma pequena mudança que você vai experimentar nesta semana.',
        ],
      },
    ],
  },
  '2': {
    title: 'Crescendo com os seus pontos fortes',
    summary: 'Descubra seus pontos fortes naturais, use-os com mais frequência e lide com seus pontos cegos.',
    description:
      'Pontos fortes são padrões de pensar, sentir e agir que surgem naturalmente e dão energia a você. Este curso ajuda você a dar nome aos seus pontos fortes, a usá-los de novas maneiras e a perceber quando um ponto forte está sendo usado em excesso. Cada capítulo termina com um exercício prático.',
    author: 'Equipe editorial Mindprint, série Autoconhecimento',
    chapters: [
      {
        title: 'Capítulo 1: O que conta como ponto forte',
        paragraphs: [
          'Um ponto forte é mais do que algo em que você é bom. É algo que você faz bem, faz com frequência e gosta de fazer. Quando você usa um ponto forte, o tempo passa rápido e muitas vezes você se sente com mais energia depois, e não com menos.',
          'A pesquisa em psicologia positiva sugere que as pessoas que usam seus pontos fortes com frequência no dia a dia relatam mais bem-estar e mais engajamento no trabalho. O efeito não é mágico, mas é constante: o uso pequeno e regular importa mais do que um grande esforço raro. Os pontos fortes também crescem com a prática, assim como as habilidades.',
          'Exercício: pense em três momentos do último ano em que você se sentiu no seu melhor. Para cada momento, escreva o que estava fazendo, quem estava lá e quais qualidades pessoais você usou. Procure as qualidades que aparecem mais de uma vez.',
        ],
      },
      {
        title: 'Capítulo 2: Dando nome aos seus pontos fortes',
        paragraphs: [
          'Os resultados de personalidade podem dar pistas úteis. Por exemplo, abertura alta costuma vir acompanhada de curiosidade e criatividade, e conscienciosidade alta, de persistência e planejamento. As preferências do seu tipo podem apontar em direções parecidas.',
          'Outras pessoas podem ver pontos fortes que nós consideramos óbvios. Pergunte a três pessoas que conhecem você bem: “Quando você me viu no meu melhor?” Reúna as respostas sem discutir nem dar explicações. Muitas pessoas se surpreendem com o que os outros percebem. Se a mesma qualidade for citada por várias pessoas, é muito provável que seja um ponto forte real.',
          'Exercício: junte a sua própria lista e os retornos que recebeu. Escolha os cinco pontos fortes que aparecem com mais frequência. Para cada um, escreva uma frase curta com as suas palavras, como “Percebo quando alguém no grupo se sente deixado de lado.”',
        ],
      },
      {
        title: 'Capítulo 3: Usando os pontos fortes de novas maneiras',
        paragraphs: [
          'Um exercício bem estudado é usar um dos seus principais pontos fortes de uma forma nova todos os dias durante uma semana. Estudos descobriram que essa prática simples pode aumentar o bem-estar por semanas depois. O segredo é a novidade: fazer algo conhecido em um contexto novo.',
          'Por exemplo, se a curiosidade é um dos seus pontos fortes, você pode perguntar a um colega sobre o trabalho dele, experimentar um caminho novo para casa ou ler sobre um assunto do qual não sabe nada. Se a gentileza é um ponto forte, você pode escrever um bilhete de agradecimento ou ajudar um vizinho.',
          'Exercício: planeje sete pequenos usos novos de um ponto forte, um para cada dia da próxima semana. Anote-os antes de começar. Toda noite, anote o que fez e como se sentiu. No fim da semana, leia suas anotações e escolha um uso para manter.',
        ],
      },
      {
        title: 'Capítulo 4: Quando um ponto forte passa da conta',
        paragraphs: [
          'Todo ponto forte pode ser usado em excesso. A persistência pode virar teimosia, a honestidade pode virar dureza e o cuidado com os outros pode virar descuido consigo mesmo. O excesso costuma acontecer sob estresse, quando nos apoiamos no que parece mais seguro. Muitas vezes os outros notam o excesso antes de nós.',
          'O objetivo não é usar menos os pontos fortes, mas usá-los com sabedoria: o ponto forte certo, na medida certa, na hora certa. Pontos fortes podem equilibrar uns aos outros. Por exemplo, a gentileza pode suavizar a honestidade, e a curiosidade pode abrir uma persistência teimosa.',
          'Perguntas para reflexão: quais dos seus pontos fortes os outros às vezes acham excessivos? Em que situações isso acontece? Que outro ponto forte poderia equilibrá-lo? Escreva uma frase que você possa dizer a si mesmo quando perceber que o excesso está começando.',
        ],
      },
    ],
  },
  '3': {
    title: 'Comunicação nos relacionamentos próximos',
    summary: 'Fale sobre necessidades, ouça bem e lide com conflitos de um jeito que aproxime vocês.',
    description:
      'Uma boa comunicação é um dos melhores preditores de relacionamentos duradouros e satisfatórios. Este curso oferece ferramentas práticas para ouvir, expressar necessidades e lidar com desentendimentos com parceiros, amigos e família. Ele também mostra como diferentes preferências de personalidade moldam a forma como as pessoas conversam.',
    author: 'Equipe editorial Mindprint',
    chapters: [
      {
        title: 'Capítulo 1: Uma escuta que faz a pessoa se sentir ouvida',
        paragraphs: [
          'A maioria das pessoas ouve para responder. A escuta ativa significa ouvir para entender. Você dá toda a sua atenção, guarda o celular e confere se entendeu antes de dar a sua opinião. Parece simples, mas exige prática, principalmente quando o assunto é emocional.',
          'Duas ferramentas simples ajudam muito. A primeira é resumir: “Então você se sentiu sozinho quando eu cheguei tarde em casa?” A segunda é fazer perguntas abertas, que não podem ser respondidas com sim ou não, como “Qual foi a parte mais difícil para você?”',
          'Exercício: na sua próxima conversa importante, resuma pelo menos duas vezes o que a outra pessoa disse antes de dar a sua opinião. Depois, anote como foi a conversa e se a outra pessoa reagiu de forma diferente do normal.',
        ],
      },
      {
        title: 'Capítulo 2: Dizendo do que você precisa',
        paragraphs: [
          'Muitos conflitos começam com uma crítica à outra pessoa: “Você nunca ajuda.” Isso geralmente leva à defesa, não à mudança. Uma forma mais útil é descrever a situação, o seu sentimento e a sua necessidade, e depois fazer um pedido claro.',
          'Por exemplo: “Quando a louça ainda está na pia à noite, eu me sinto cansado e sozinho com as tarefas da casa. Preciso que a gente divida isso. Você poderia lavar a louça nos dias de semana?” Isso é específico, honesto e dá à outra pessoa algo que ela pode fazer.',
          'Exercício: pense em uma reclamação que se repete em um dos seus relacionamentos. Reescreva-a em quatro partes: situação, sentimento, necessidade e pedido. Leia em voz alta. Soa como um convite ou como um ataque? Ajuste até parecer justo.',
        ],
      },
      {
        title: 'Capítulo 3: Lidando com conflitos com calma',
        paragraphs: [
          'Conflito é normal; o que importa é como ele é conduzido. A pesquisa com casais mostra que crítica, desprezo, defensividade e o fechamento total (o chamado “muro de pedra”) tornam os conflitos mais destrutivos. Os opostos disso são começar com suavidade, respeito, assumir parte da responsabilidade e continuar em contato.',
          'Quando as emoções ficam muito fortes, o corpo entra em uma resposta de estresse e fica difícil ouvir. Nesse momento, uma pausa curta é melhor do que uma briga longa. Combinem um sinal, tirem uns vinte minutos para se acalmar e depois voltem ao assunto.',
          'Perguntas para reflexão: como os conflitos costumam começar no seu relacionamento? Qual dos quatro padrões destrutivos você usa mais? Como soaria um começo suave para o assunto que mais gera brigas entre vocês? Combine com a outra pessoa um sinal de pausa que os dois aceitem.',
        ],
      },
      {
        title: 'Capítulo 4: Personalidades diferentes, estilos diferentes',
        paragraphs: [
          'As preferências de personalidade influenciam a forma como as pessoas se comunicam. Quem prefere a extroversão pode querer conversar sobre um problema na hora, enquanto quem prefere a introversão pode precisar de tempo para pensar antes. Nenhum dos jeitos está errado, mas a diferença pode causar frustração.',
          'Da mesma forma, algumas pessoas preferem discutir fatos e soluções, enquanto outras primeiro precisam sentir que suas emoções foram compreendidas. Perguntar “Você quer um conselho ou quer que eu só escute?” pode evitar muitos mal-entendidos.',
          'Exercício final: com seu parceiro ou um amigo próximo, conversem sobre três perguntas: De quanto tempo você precisa antes de falar sobre um problema? O que ajuda você a se sentir compreendido? O que eu devo evitar fazer quando você está chateado? Anotem as respostas e guardem.',
        ],
      },
    ],
  },
  '4': {
    title: 'Amizade e pertencimento',
    summary: 'Faça novos amigos na vida adulta, aprofunde as amizades que já tem e lide com a solidão.',
    description:
      'As amizades protegem nossa saúde e nosso bem-estar, mas muitos adultos têm dificuldade para fazer e manter amigos. Este curso explica o que a pesquisa diz sobre como as amizades crescem e propõe passos pequenos e concretos para criar laços.',
    author: 'Equipe editorial Mindprint, série Relacionamentos',
    chapters: [
      {
        title: 'Capítulo 1: Por que a amizade importa',
        paragraphs: [
          'Laços sociais fortes estão ligados a melhor saúde mental, melhor saúde física e até a uma vida mais longa. A solidão, por outro lado, está ligada a estresse, sono ruim e humor baixo. Sentir-se conectado é uma necessidade humana básica, não um luxo.',
          'A solidão tem a ver com a qualidade dos relacionamentos, não com a quantidade. Uma pessoa pode se sentir sozinha no meio de uma multidão e bem conectada com apenas dois amigos próximos. Muitas pessoas se sentem sozinhas em algum momento, principalmente depois de uma mudança de cidade, de emprego ou do fim de um relacionamento.',
          'Perguntas para reflexão: de quem você se sente próximo agora? Para quem você ligaria com uma boa notícia, e para quem com uma má notícia? Você está satisfeito com os seus laços e, se não, o que falta: mais pessoas ou um contato mais profundo com quem você já conhece?',
        ],
      },
      {
        title: 'Capítulo 2: Como as amizades crescem',
        paragraphs: [
          'A pesquisa sugere que as amizades crescem a partir do contato repetido ao longo do tempo. Ver as mesmas pessoas com regularidade, por exemplo em uma aula, um clube ou no trabalho, dá aos relacionamentos a chance de se desenvolver. Um estudo estimou que são necessárias cerca de 50 horas juntos para transformar um conhecido em um amigo casual, e muitas horas a mais para um amigo próximo.',
          'A familiaridade também ajuda: as pessoas tendem a gostar mais das outras à medida que elas se tornam familiares. É por isso que atividades regulares são melhores para fazer amigos do que eventos únicos. Compartilhar um pouco mais sobre você com o tempo, e responder com carinho quando os outros se abrem, aprofunda a confiança.',
          'Exercício: escolha uma atividade regular em que você possa ver as mesmas pessoas toda semana, como um grupo esportivo, uma aula de idiomas ou um trabalho voluntário. Comprometa-se a ir pelo menos seis vezes antes de decidir se funciona para você.',
        ],
      },
      {
        title: 'Capítulo 3: Dando o primeiro passo',
        paragraphs: [
          'Muitas pessoas esperam que os outros procurem primeiro. Estudos mostram que as pessoas muitas vezes subestimam o quanto os outros gostaram delas depois de uma conversa e o quanto os outros gostariam de ter notícias delas. Procurar alguém costuma ser mais bem recebido do que imaginamos.',
          'Comece pequeno. Mande uma mensagem curta para alguém com quem você não fala há algum tempo. Sugira um plano específico, como uma caminhada no sábado de manhã, em vez de um vago “vamos marcar alguma coisa qualquer dia”. Planos específicos têm muito mais chance de acontecer.',
          'Exercício: faça uma lista de cinco pessoas que você gostaria de ver com mais frequência. Nesta semana, entre em contato com duas delas com uma sugestão específica. Anote como você se sentiu antes e depois, e como elas responderam.',
        ],
      },
      {
        title: 'Capítulo 4: Mantendo as amizades vivas',
        paragraphs: [
          'As amizades precisam de cuidado regular. Pequenos gestos importam: lembrar uma data importante, perguntar sobre algo que o amigo mencionou da última vez ou receber as boas notícias dele com interesse de verdade. Reagir com entusiasmo a boas notícias está ligado a laços mais fortes.',
          'Conflitos e distância acontecem em toda amizade. Muitas vezes uma mensagem curta e sincera ajuda: “Sinto falta das nossas conversas. Vamos nos ver em breve?” Se uma amizade traz mais estresse do que apoio por muito tempo, também tudo bem dar menos espaço a ela.',
          'Exercício final: desenhe três círculos: amigos próximos, bons amigos e contatos amigáveis. Coloque as pessoas neles. Para cada amigo próximo, escreva uma pequena coisa que você vai fazer neste mês para mostrar que se importa. Se a solidão pesar e durar, considere conversar com um profissional.',
        ],
      },
    ],
  },
  '5': {
    title: 'Kit de ferramentas contra o estresse do dia a dia',
    summary: 'Ferramentas simples e baseadas em pesquisa para perceber o estresse cedo e acalmar o corpo e a mente.',
    description:
      'O estresse faz parte da vida, mas o estresse prolongado prejudica o sono, o humor e a saúde. Este curso ensina ferramentas simples que você pode usar em poucos minutos: perceber os sinais de estresse, respirar para se acalmar, pensar de forma útil e manter hábitos diários de recuperação.',
    author: 'Equipe editorial Mindprint',
    chapters: [
      {
        title: 'Capítulo 1: Conhecendo os seus sinais de estresse',
        paragraphs: [
          'O estresse aparece no corpo, nos pensamentos, nos sentimentos e no comportamento. Os sinais do corpo podem ser um pescoço tenso, o coração acelerado ou dor de estômago. Os sinais nos pensamentos incluem preocupação e dificuldade de concentração. Os sinais no comportamento incluem responder mal às pessoas, comer mais ou menos, ou ficar rolando a tela do celular tarde da noite.',
          'Cada pessoa tem os seus próprios sinais precoces típicos. Percebê-los cedo dá a você tempo para agir antes que o estresse fique insuportável. A maioria das pessoas só percebe o estresse quando ele já está alto.',
          'Exercício: durante uma semana, observe-se três vezes por dia: de manhã, ao meio-dia e à noite. Dê uma nota de 0 a 10 ao seu estresse e anote um sinal do corpo, um pensamento e um comportamento que você perceber. No fim da semana, marque os seus três sinais precoces mais comuns.',
        ],
      },
      {
        title: 'Capítulo 2: Acalmando o corpo',
        paragraphs: [
          'A respiração lenta é uma das formas mais rápidas de acalmar o corpo. Quando a expiração é mais longa do que a inspiração, o sistema de calma do corpo fica mais ativo e os batimentos cardíacos desaceleram.',
          'Experimente: inspire pelo nariz por quatro segundos e expire devagar pela boca por seis segundos. Repita por dois a cinco minutos. Outra opção é a respiração quadrada: inspire contando quatro, segure por quatro, expire por quatro, segure por quatro.',
          'Exercício: pratique um método de respiração duas vezes por dia durante uma semana, mesmo quando estiver calmo. Praticar com calma facilita usar o método quando estiver estressado. Dê uma nota de 0 a 10 à sua tensão antes e depois de cada prática e anote a diferença.',
        ],
      },
      {
        title: 'Capítulo 3: Lidando com pensamentos estressantes',
        paragraphs: [
          'O estresse muitas vezes nasce da forma como interpretamos uma situação. Pensamentos como “Isso vai ser um desastre” ou “Tenho que fazer tudo perfeito” fazem o corpo reagir como se houvesse um perigo real. Perceber esses pensamentos é o primeiro passo.',
          'Depois, faça perguntas úteis: quais são as evidências a favor e contra esse pensamento? Qual é o resultado mais provável, e não o pior? O que eu diria a um amigo na mesma situação? O objetivo não é pensar positivo, mas pensar de forma realista.',
          'Exercício: quando perceber uma reação forte de estresse nesta semana, anote a situação, o seu pensamento, o seu sentimento e a intensidade dele de 0 a 100. Depois escreva um pensamento mais equilibrado e avalie o sentimento de novo. Repita isso pelo menos três vezes.',
        ],
      },
      {
        title: 'Capítulo 4: Incluindo a recuperação nos seus dias',
        paragraphs: [
          'A recuperação não é um prêmio por terminar todo o trabalho; é o que torna o bom trabalho possível. Pausas curtas durante o dia, sono regular, atividade física e tempo com pessoas de quem você gosta ajudam o corpo e a mente a se recuperar.',
          'As atividades mais diferentes do seu trabalho são as que recuperam você melhor. Se o seu trabalho exige muito da mente, atividade física ou trabalhos manuais podem ajudar. Se o seu trabalho envolve muitas pessoas, um tempo tranquilo sozinho pode ajudar mais. Desligar-se do trabalho à noite é um dos principais preditores de recuperação.',
          'Exercício final: escreva o seu plano pessoal contra o estresse em uma página: seus sinais precoces, duas ferramentas para se acalmar, um pensamento útil e três atividades de recuperação para cada semana. Se o estresse continuar alto por semanas ou afetar a sua saúde, converse com um médico ou com um profissional de saúde mental.',
        ],
      },
    ],
  },
  '6': {
    title: 'Prevenindo o burnout no trabalho',
    summary: 'Entenda de onde vem o burnout, proteja sua energia e organize o seu trabalho de forma mais saudável.',
    description:
      'O burnout se desenvolve aos poucos a partir de um estresse prolongado no trabalho. Este curso ajuda você a reconhecer os primeiros sinais de alerta, a encontrar as principais fontes de desgaste no seu trabalho e a fazer mudanças práticas junto com a sua equipe e o seu gestor. Ele também mostra como as suas preferências de personalidade influenciam o que drena e o que recarrega a sua energia.',
    author: 'Equipe editorial Mindprint, série Trabalho e bem-estar',
    chapters: [
      {
        title: 'Capítulo 1: Entendendo o burnout',
        paragraphs: [
          'O burnout é descrito como resultado de um estresse crônico no trabalho que não foi gerenciado com sucesso. Suas três características principais são exaustão, distanciamento mental ou cinismo em relação ao trabalho e uma sensação de eficácia reduzida.',
          'O burnout não é uma fraqueza pessoal. A pesquisa mostra que as condições de trabalho têm um papel importante: carga de trabalho pesada, pouco controle, falta de reconhecimento, relações ruins na equipe, injustiça e um desencontro entre os valores pessoais e o trabalho. Hábitos pessoais como o perfeccionismo podem aumentar o risco.',
          'Perguntas para reflexão: em uma escala de 0 a 10, o quanto você se sente exausto no fim de uma semana normal? Como a sua atitude em relação ao trabalho mudou no último ano? Quais das condições de trabalho acima você reconhece na sua situação?',
        ],
      },
      {
        title: 'Capítulo 2: Mapeando o que drena e o que recarrega você',
        paragraphs: [
          'A energia no trabalho depende do equilíbrio entre demandas e recursos. Demandas são coisas que exigem esforço, como prazos ou conversas difíceis. Recursos são coisas que ajudam, como o apoio dos colegas, metas claras, autonomia e aprendizado.',
          'As preferências de personalidade também importam aqui. Quem prefere a introversão pode achar reuniões constantes desgastantes, enquanto quem prefere a extroversão pode se sentir esgotado por longos períodos trabalhando sozinho. Conhecer suas preferências ajuda você a explicar suas necessidades.',
          'Exercício: durante duas semanas, anote todos os dias as três coisas que mais drenaram e as três que mais recarregaram a sua energia no trabalho. No fim, procure padrões. Marque o que você pode mudar sozinho, o que exige uma conversa e o que precisa aceitar por enquanto.',
        ],
      },
      {
        title: 'Capítulo 3: Estabelecendo limites e protegendo a recuperação',
        paragraphs: [
          'Quando o trabalho não para de crescer, limites claros protegem a sua saúde. Isso pode significar horários fixos em que você não lê mensagens de trabalho, uma pausa de almoço de verdade longe da sua mesa ou dizer: “Posso fazer isso, mas aquela outra tarefa vai atrasar. O que é mais importante?”',
          'A recuperação fora do trabalho é essencial. O desligamento psicológico, ou seja, desconectar a mente do trabalho no tempo livre, está fortemente ligado a menos exaustão. Um pequeno ritual de fim de expediente, como anotar as três tarefas principais do dia seguinte e fechar o notebook, ajuda a mente a se desligar.',
          'Exercício: escolha um limite que você vai experimentar nas próximas duas semanas. Anote-o, conte a uma pessoa e registre todos os dias se conseguiu mantê-lo e como se sentiu. Ajuste o limite se ele não for realista.',
        ],
      },
      {
        title: 'Capítulo 4: Mudando o trabalho, não só a si mesmo',
        paragraphs: [
          'As ferramentas individuais ajudam, mas uma mudança duradoura muitas vezes exige mudanças no próprio trabalho. Job crafting (redesenho do trabalho) significa moldar suas tarefas, seus relacionamentos e sua visão do trabalho para que combinem melhor com você, por exemplo assumindo tarefas que usam seus pontos fortes ou fortalecendo o contato com colegas que apoiam você.',
          'Prepare uma conversa com o seu gestor. Descreva os fatos: sua carga de trabalho, as horas que você trabalha e os efeitos que percebe. Sugira mudanças específicas, como prioridades mais claras, ajuda em um projeto ou um prazo mais realista. A maioria dos gestores prefere saber dos problemas cedo.',
          'Exercício final: escreva o seu plano em três partes: uma mudança que você mesmo vai fazer, uma mudança que vai pedir e um sinal de alerta que vai indicar que é hora de buscar mais ajuda. Se a exaustão durar semanas ou seu humor continuar baixo, converse com um médico ou com um profissional de saúde mental; este curso não substitui a ajuda profissional.',
        ],
      },
    ],
  },
};

const questions: UserCenterTexts['questions'] = {
  '1': {
    prompt: 'Qual destes é um dos traços de personalidade dos Cinco Grandes (Big Five)?',
    options: ['Ambição', 'Conscienciosidade', 'Otimismo', 'Inteligência'],
    analysis:
      'Os Cinco Grandes são abertura, conscienciosidade, extroversão, amabilidade e neuroticismo. A conscienciosidade descreve o quanto uma pessoa tende a ser organizada, cuidadosa e orientada a objetivos. Ambição e otimismo têm relação com esses traços, mas não estão entre os cinco, e a inteligência costuma ser medida como uma capacidade, não como um traço de personalidade.',
  },
  '2': {
    prompt: 'Qual número vem a seguir na sequência: 2, 4, 8, 16, ?',
    options: [],
    analysis: 'Cada número é o dobro do anterior: 2 × 2 = 4, 4 × 2 = 8, 8 × 2 = 16. Então o próximo número é 16 × 2 = 32.',
  },
  '3': {
    prompt: 'Qual forma de lidar com as emoções está ligada, segundo a pesquisa, a mais bem-estar ao longo do tempo?',
    options: [
      'Esconder os sentimentos de todo mundo',
      'Remoer o problema de novo e de novo',
      'Reavaliação: olhar a situação de um jeito novo',
      'Evitar tudo o que lembre o problema',
    ],
    analysis:
      'Estudos sobre regulação emocional costumam mostrar que a reavaliação, ou seja, mudar a forma como você interpreta uma situação, está ligada a mais emoções positivas e a relacionamentos melhores. Reprimir sentimentos, ruminar repetidamente e evitar tudo constantemente estão ligados a mais sofrimento ao longo do tempo. Reavaliar não significa fingir que está tudo bem; significa procurar uma visão que seja ao mesmo tempo realista e útil.',
  },
  '4': {
    prompt: 'Quais destes fazem parte da escuta ativa? Escolha todas as opções corretas.',
    options: [
      'Resumir com as suas palavras o que a outra pessoa disse',
      'Planejar a sua resposta enquanto a outra pessoa ainda está falando',
      'Fazer perguntas abertas para entender melhor',
      'Desviar a conversa para uma história parecida que aconteceu com você',
    ],
    analysis:
      'A escuta ativa significa dar toda a atenção e conferir se você entendeu. Resumir e fazer perguntas abertas mostram a quem está falando que ela foi ouvida e ajudam você a entendê-la melhor. Planejar a resposta enquanto ela fala e mudar para a sua própria história tiram a atenção de quem está falando.',
  },
  '5': {
    prompt: 'No conhecido modelo de interesses profissionais de Holland (RIASEC), o que significa a letra R?',
    options: ['Realista', 'Reflexivo', 'Racional', 'Responsável'],
    analysis:
      'Os seis tipos de interesse do modelo são Realista, Investigativo, Artístico, Social, Empreendedor e Convencional. Interesses realistas descrevem pessoas que gostam de trabalho prático, com as mãos, usando ferramentas, máquinas, plantas ou animais. O modelo é muito usado na orientação profissional para relacionar interesses a ambientes de trabalho.',
  },
  '6': {
    prompt: 'A pesquisa com casais descobriu que um destes comportamentos é um forte sinal de alerta para um relacionamento. Qual?',
    options: ['Discordar de vez em quando', 'Passar algum tempo separados', 'Ter hobbies diferentes', 'Desprezo, como zombar ou revirar os olhos'],
    analysis:
      'Estudos de longo prazo com casais descobriram que o desprezo, ou seja, tratar o parceiro como inferior com zombarias, sarcasmo ou revirando os olhos, é um dos principais preditores de separação. Discordâncias são normais em relacionamentos saudáveis, e passar um tempo separados ou ter hobbies diferentes não é um problema em si. O que mais importa é como os parceiros se tratam durante um conflito.',
  },
  '7': {
    prompt: 'Quantas horas de sono por noite os especialistas recomendam para a maioria dos adultos?',
    options: ['4 a 5 horas', '7 a 9 horas', '10 a 12 horas', 'Não faz diferença'],
    analysis:
      'Grupos de especialistas em medicina do sono recomendam de 7 a 9 horas por noite para a maioria dos adultos. Dormir regularmente menos de 7 horas está ligado a pior humor, atenção e saúde. As necessidades variam um pouco de pessoa para pessoa, mas pouquíssimas pessoas funcionam bem com 4 a 5 horas por muito tempo.',
  },
  '8': {
    prompt:
      'Na respiração quadrada, você inspira por 4 segundos, segura o ar por 4 segundos, expira por 4 segundos e segura de novo por 4 segundos. Quantos segundos dura um ciclo completo?',
    options: [],
    analysis:
      'Um ciclo tem quatro etapas de 4 segundos cada: 4 + 4 + 4 + 4 = 16 segundos. Uma respiração lenta e regular como essa pode ajudar o corpo a se acalmar quando você está estressado.',
  },
  '9': {
    prompt: 'Quais destes fazem parte do modelo de personalidade dos Cinco Grandes? Escolha todas as opções corretas.',
    options: ['Abertura à experiência', 'Amabilidade', 'Carisma', 'Neuroticismo'],
    analysis:
      'O modelo dos Cinco Grandes inclui abertura à experiência, conscienciosidade, extroversão, amabilidade e neuroticismo (às vezes chamado de estabilidade emocional quando pontuado no sentido oposto). Carisma é uma qualidade que as pessoas percebem nos outros, mas não é um dos cinco traços amplos.',
  },
  '10': {
    prompt: 'Qual número não pertence a este grupo: 3, 5, 7, 9, 11?',
    options: ['3', '5', '9', '11'],
    analysis:
      'Os números 3, 5, 7 e 11 são primos: cada um só pode ser dividido por 1 e por ele mesmo. O número 9 pode ser dividido por 3 (3 × 3 = 9), então é o único que não é primo.',
  },
  '11': {
    prompt: 'Colocar um sentimento em palavras, por exemplo “Estou ansioso”, é chamado de rotulação afetiva. O que a pesquisa sugere que isso costuma provocar?',
    options: [
      'Muitas vezes reduz a intensidade do sentimento',
      'Sempre deixa o sentimento mais forte',
      'Não tem efeito nenhum',
      'Faz você esquecer a situação',
    ],
    analysis:
      'Exames de imagem do cérebro e estudos de laboratório sugerem que nomear uma emoção pode reduzir um pouco a sua intensidade, provavelmente porque ativa áreas do cérebro ligadas ao autocontrole. Esse é um dos motivos pelos quais escrever um diário e falar sobre sentimentos pode ajudar. Isso não elimina o sentimento, mas muitas vezes o torna mais fácil de lidar.',
  },
  '12': {
    prompt: 'O efeito espectador descreve o que muitas vezes acontece quando muitas pessoas presenciam uma emergência. Em comparação com estar sozinha, cada pessoa geralmente fica…',
    options: ['mais propensa a ajudar', 'menos propensa a ajudar', 'igualmente propensa a ajudar', 'certa de que vai ajudar'],
    analysis:
      'Estudos sobre o efeito espectador mostram que as pessoas muitas vezes ajudam menos quando há outras por perto, porque a responsabilidade parece dividida e cada um olha para os outros para decidir se é preciso ajudar. Conhecer esse efeito pode facilitar a ação. Se você presenciar uma emergência, aponte para uma pessoa específica e peça ajuda diretamente a ela.',
  },
  '13': {
    prompt:
      'Você trabalha em blocos de foco de 25 minutos e, depois de cada bloco, faz uma pausa de 5 minutos. Quantos minutos duram, no total, quatro blocos com suas pausas?',
    options: [],
    analysis: 'Cada bloco com sua pausa dura 25 + 5 = 30 minutos. Quatro deles duram 4 × 30 = 120 minutos, ou seja, duas horas.',
  },
  '14': {
    prompt: 'Quais destes são sinais de um conflito saudável entre parceiros? Escolha todas as opções corretas.',
    options: [
      'Falar sobre um comportamento específico em vez de atacar a outra pessoa',
      'Fazer uma pausa curta quando estiver muito chateado e depois voltar ao assunto',
      'Trazer à tona todos os erros antigos',
      'Recusar-se a conversar e ignorar a outra pessoa',
    ],
    analysis:
      'Um conflito saudável se concentra em um problema específico, não no caráter da outra pessoa. Uma pausa curta e combinada ajuda os dois a se acalmarem antes de continuar. Listar erros antigos e se fechar para a outra pessoa (o chamado “muro de pedra”) estão ligados a conflitos mais destrutivos.',
  },
  '15': {
    prompt: 'Quanta atividade física moderada por semana a Organização Mundial da Saúde recomenda para adultos?',
    options: ['Cerca de 30 minutos', 'Cerca de 60 minutos', '150 a 300 minutos', 'Nenhuma atividade é necessária'],
    analysis:
      'A Organização Mundial da Saúde recomenda que adultos façam pelo menos 150 a 300 minutos de atividade moderada por semana, como caminhada rápida ou bicicleta. A atividade regular também está ligada a melhor humor e menos ansiedade. Qualquer quantidade de movimento é melhor do que nenhuma, e ela pode ser distribuída ao longo da semana.',
  },
  '16': {
    prompt: 'Qual hormônio é frequentemente chamado de “hormônio do estresse”?',
    options: ['Cortisol', 'Insulina', 'Melatonina', 'Ocitocina'],
    analysis:
      'O cortisol é liberado pelas glândulas suprarrenais quando o corpo enfrenta estresse. Ele aumenta a energia disponível e ajuda o corpo a responder a um desafio. Aumentos breves são normais e úteis, mas o cortisol que fica alto por muito tempo está ligado a problemas de sono, humor e saúde.',
  },
  '17': {
    prompt: 'Em testes de personalidade, o que é um item invertido?',
    options: [
      'Uma pergunta pulada de propósito',
      'Uma pergunta escrita em outro idioma',
      'Uma pergunta feita duas vezes',
      'Uma pergunta em que concordar significa uma pontuação mais baixa no traço',
    ],
    analysis:
      'Um item invertido é redigido na direção oposta à do traço. Por exemplo, em uma escala de extroversão, concordar com “Prefiro noites tranquilas sozinho” reduz a pontuação de extroversão. Os criadores de testes misturam itens normais e invertidos para que uma pessoa que simplesmente concorda com tudo não obtenha um resultado enganoso.',
  },
  '18': {
    prompt: 'Qual número vem a seguir na sequência: 1, 1, 2, 3, 5, 8, ?',
    options: [],
    analysis: 'Cada número é a soma dos dois anteriores: 1 + 1 = 2, 1 + 2 = 3, 2 + 3 = 5, 3 + 5 = 8. Então o próximo número é 5 + 8 = 13.',
  },
  '19': {
    prompt: 'Quais destas são habilidades nos modelos mais comuns de inteligência emocional? Escolha todas as opções corretas.',
    options: ['Perceber as emoções em si mesmo e nos outros', 'Gerenciar as emoções', 'Memorizar fatos rapidamente', 'Entender como as emoções mudam'],
    analysis:
      'Um modelo de inteligência emocional muito usado descreve quatro habilidades: perceber emoções, usar as emoções para apoiar o pensamento, entender emoções e gerenciar emoções. Memorizar fatos faz parte da memória e da aprendizagem em geral, não da inteligência emocional.',
  },
  '20': {
    prompt: 'O que o “efeito de mera exposição” descreve?',
    options: [
      'As pessoas sempre desgostam do que veem com frequência',
      'As pessoas tendem a gostar mais das coisas depois de vê-las várias vezes',
      'As pessoas só se lembram da primeira coisa que veem',
      'As pessoas não conseguem reconhecer rostos que já viram',
    ],
    analysis:
      'O efeito de mera exposição é a constatação de que as pessoas tendem a gostar mais de algo simplesmente porque aquilo se tornou familiar. Ele foi demonstrado com rostos, palavras, músicas e imagens. Esse é um dos motivos pelos quais um contato simples e regular, como ver os mesmos vizinhos todos os dias, pode ajudar amizades a começar.',
  },
  '21': {
    prompt: 'Como a classificação da Organização Mundial da Saúde (CID-11) descreve o burnout?',
    options: [
      'Como um tipo de personalidade',
      'Como uma doença causada por um vírus',
      'Como um fenômeno ocupacional causado por estresse crônico no trabalho que não foi gerenciado com sucesso',
      'Como o cansaço normal depois de um dia longo',
    ],
    analysis:
      'A CID-11 descreve o burnout como um fenômeno ocupacional, não como uma condição médica. Ele resulta de estresse crônico no trabalho que não foi gerenciado com sucesso e se manifesta como exaustão, distanciamento mental do próprio trabalho e redução da eficácia profissional. Um dia cansativo não é burnout; o burnout se desenvolve ao longo de um período longo.',
  },
  '22': {
    prompt: 'Um amigo conta uma boa notícia para você. Qual resposta está ligada, segundo a pesquisa, a relacionamentos mais fortes?',
    options: [
      'Mostrar interesse de verdade e fazer perguntas sobre a notícia',
      'Apontar o que pode dar errado',
      'Mudar de assunto',
      'Dizer “legal” enquanto olha o celular',
    ],
    analysis:
      'A pesquisa sobre como as pessoas respondem a boas notícias descobriu que respostas ativas e construtivas, ou seja, entusiasmo e interesse verdadeiros, estão ligadas a mais confiança e satisfação nos relacionamentos. Apontar problemas, ignorar a notícia ou responder sem atenção estão ligados a laços mais fracos. O modo como compartilhamos a alegria pode importar tanto quanto o modo como nos apoiamos nos momentos difíceis.',
  },
  '23': {
    prompt: 'Uma pessoa dorme das 23:00 às 06:30. Quantas horas de sono são? Escreva o número, por exemplo 6,5.',
    options: [],
    analysis:
      'Das 23:00 às 06:00 são 7 horas, e das 06:00 às 06:30, mais meia hora. No total, são 7,5 horas, o que está dentro das 7 a 9 horas recomendadas para a maioria dos adultos.',
  },
  '24': {
    prompt: 'Quais destes são sinais comuns da resposta do corpo ao estresse? Escolha todas as opções corretas.',
    options: ['Batimentos cardíacos mais rápidos', 'Respiração mais rápida', 'Músculos tensos', 'Pupilas menores'],
    analysis:
      'Na resposta ao estresse, o sistema nervoso prepara o corpo para a ação: o coração bate mais rápido, a respiração acelera e os músculos ficam tensos. As pupilas geralmente ficam maiores, e não menores, para deixar entrar mais luz. Essas mudanças ajudam em desafios curtos, mas cansam quando duram muito tempo.',
  },
  '25': {
    prompt: 'O que a “fidedignidade teste-reteste” diz sobre um teste psicológico?',
    options: [
      'Quanto tempo leva para completar o teste',
      'Se uma pessoa obtém resultados parecidos ao refazer o teste mais tarde',
      'Quantas pessoas já fizeram o teste',
      'Se as perguntas são fáceis de ler',
    ],
    analysis:
      'A fidedignidade teste-reteste mostra o quanto os resultados são estáveis ao longo do tempo: as mesmas pessoas fazem o teste duas vezes, com algumas semanas de intervalo, e os dois conjuntos de pontuações são comparados. Para traços estáveis como a personalidade, bons testes mostram alta concordância. A fidedignidade é necessária para um teste útil, mas não prova que o teste mede a coisa certa; isso se chama validade.',
  },
  '26': {
    prompt: 'Se todos os Blips são Zogs e todos os Zogs são verdes, qual afirmação tem de ser verdadeira?',
    options: ['Todos os Blips são verdes', 'Todas as coisas verdes são Blips', 'Alguns Zogs não são verdes', 'Nenhum Blip é verde'],
    analysis:
      'Todo Blip é um Zog, e todo Zog é verde, então todo Blip tem de ser verde. As outras afirmações não decorrem das premissas: pode haver coisas verdes que não são Blips, e as premissas dizem que todos os Zogs são verdes. Usar palavras inventadas ajuda a verificar a lógica sem ser influenciado pelo que você já sabe.',
  },
  '27': {
    prompt: 'Em um diário de humor, uma pessoa dá uma nota de 1 a 10 ao seu humor. Ao longo de cinco dias, as notas são 4, 6, 5, 7 e 8. Qual é a nota média?',
    options: [],
    analysis:
      'Some as notas e divida pelo número de dias: 4 + 6 + 5 + 7 + 8 = 30, e 30 ÷ 5 = 6. Acompanhar o humor com números simples pode ajudar a perceber padrões, por exemplo como o sono ou a atividade afetam a forma como você se sente.',
  },
  '28': {
    prompt: 'Qual destas é uma pergunta aberta?',
    options: ['“A reunião foi boa?”', '“Você foi à reunião?”', '“Você está cansado depois da reunião?”', '“Como foi a reunião para você?”'],
    analysis:
      'Uma pergunta aberta não pode ser respondida apenas com “sim” ou “não”; ela convida a outra pessoa a descrever a experiência com as próprias palavras. Perguntas abertas são uma habilidade central no aconselhamento e nas conversas do dia a dia, porque ajudam as pessoas a compartilhar mais. As outras três perguntas podem ser respondidas com uma só palavra.',
  },
  '29': {
    prompt: 'Quais destas práticas têm apoio da pesquisa como formas de reduzir o estresse no trabalho? Escolha todas as opções corretas.',
    options: [
      'Checar mensagens de trabalho a qualquer hora',
      'Fazer pausas curtas e regulares durante o dia',
      'Combinar prioridades claras com o seu gestor',
      'Dormir menos para dar conta de mais tarefas',
    ],
    analysis:
      'Pausas curtas ajudam a recuperar energia e atenção durante o dia, e prioridades claras reduzem a confusão de papéis, uma fonte conhecida de estresse no trabalho. Estar sempre disponível e cortar horas de sono estão ligados, com o tempo, a mais exaustão e a um desempenho pior.',
  },
  '30': {
    prompt: 'Na psicologia, do que trata principalmente o “estilo de apego”?',
    options: [
      'Do jeito como uma pessoa decora a casa',
      'Do quanto uma pessoa se agarra às próprias opiniões',
      'Dos padrões de como as pessoas buscam proximidade e reagem à separação nos relacionamentos próximos',
      'De como uma pessoa organiza o trabalho',
    ],
    analysis:
      'A teoria do apego descreve como as primeiras experiências com os cuidadores moldam padrões nos relacionamentos próximos mais tarde na vida, como a forma de buscar proximidade, confiar nos outros e reagir à distância. A pesquisa costuma descrever padrões seguros, ansiosos e evitativos. Esses padrões são tendências, não rótulos fixos, e podem mudar com novas experiências.',
  },
};

const games: UserCenterTexts['games'] = {
  '2048': {
    name: '2048',
    description: 'Deslize peças numeradas e junte números iguais até chegar à peça 2048. Um quebra-cabeça tranquilo que treina o planejamento.',
    howToPlay:
      'Use as setas do teclado ou deslize o dedo para cima, para baixo, para a esquerda ou para a direita na tela sensível ao toque. Todas as peças deslizam nessa direção. Quando duas peças com o mesmo número se encostam, elas se juntam em uma só peça com o dobro do valor. Depois de cada jogada, aparece uma peça nova. O jogo termina quando não há mais jogadas possíveis.',
  },
  jump: {
    name: 'JUMP',
    description: 'Seu corredor avança sozinho. Pule os obstáculos na hora certa e veja até onde você chega.',
    howToPlay:
      'Aperte a barra de espaço do teclado ou toque na tela para pular. Acerte o momento de cada pulo para que o corredor passe pelo obstáculo à frente. O jogo fica mais rápido quanto mais tempo você corre. Ele termina quando o corredor bate em um obstáculo, e a sua pontuação é a distância percorrida.',
  },
  'jump-and-jump': {
    name: 'Jump and Jump',
    description: 'Pule de plataforma em plataforma. Quanto mais você carrega, mais longe pula, então calcule bem cada distância.',
    howToPlay:
      'Mantenha pressionada a barra de espaço, o botão do mouse ou o dedo na tela para carregar um pulo. Solte para pular. Quanto mais tempo segurar, mais longo será o pulo. Caia na próxima plataforma para marcar um ponto; caia no centro para ganhar pontos extras. O jogo termina quando você erra uma plataforma.',
  },
  maze: {
    name: 'Labirinto',
    description: 'Encontre o caminho da entrada até a saída do labirinto com o menor número de movimentos e no menor tempo possível.',
    howToPlay:
      'Use as setas do teclado ou deslize o dedo para cima, para baixo, para a esquerda ou para a direita na tela sensível ao toque para avançar uma casa nessa direção. As paredes bloqueiam o caminho, então olhe adiante e planeje a sua rota. Chegue à saída para terminar; quanto mais rápido terminar, melhor a pontuação.',
  },
};

export const ptTexts: UserCenterTexts = {
  articleCategories: {
    all: 'Todos',
    'psychology-science': 'Ciência psicológica',
    'psychology-test': 'Testes psicológicos',
    'psychology-consultation': 'Aconselhamento',
    'psychology-treatment': 'Tratamento psicológico',
    'mental-health': 'Saúde mental',
  },
  articles,
  courseCategories,
  courses,
  questionTypes: {
    personality: 'Personalidade',
    intelligence: 'Raciocínio',
    emotional: 'Emoções',
    social: 'Vida social',
    career: 'Carreira',
    relationship: 'Relacionamentos',
    health: 'Saúde',
    stress: 'Estresse',
  },
  questions,
  games,
};
